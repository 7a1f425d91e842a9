// Which dropped or picked files join the next batch: a file already chosen, or already waiting or running in
// the queue, is not taken a second time (it would be uploaded and billed twice), and an empty file is refused
// at once, before it is counted. Each refusal is a sentence.
import type { UiMessage } from '../i18n/catalogue';
import { englishText } from '../i18n/english';

/** A file as the window knows it: its name, and its size and path where it has them. */
export interface ChosenFile {
  name: string;
  /** Bytes; known for dropped files (a path's size is main's to read). */
  size?: number;
  /** A dropped file's last change, which tells two same-named files apart. */
  lastModified?: number;
  path?: string;
}

/** A job of the queue that still runs or waits: the same file into the same language would be billed again. */
export interface QueuedFile {
  name: string;
  size: number;
  targetLang: string;
}

export const EMPTY_FILE_REASON: UiMessage = { id: 'documents.refused.empty' };
export const ALREADY_CHOSEN_REASON: UiMessage = { id: 'documents.refused.alreadyChosen' };
export const ALREADY_QUEUED_REASON: UiMessage = { id: 'documents.refused.alreadyQueued' };

/** A refused file: its reason in English (logs) and as the message the window words. */
export interface RefusedChoice {
  name: string;
  reason: string;
  says: UiMessage;
}

const refusal = (name: string, says: UiMessage): RefusedChoice => ({ name, reason: englishText(says), says });

const identity = (f: ChosenFile) => (f.path ? `path:${f.path}` : `file:${f.name}:${f.size}:${f.lastModified ?? ''}`);

/** The files to take, in order, and the ones refused with their reason. */
export function sortChosenFiles(
  incoming: readonly ChosenFile[],
  alreadyChosen: readonly ChosenFile[],
  queued: readonly QueuedFile[],
  targetLangs: readonly string[],
): { taken: number[]; refused: RefusedChoice[] } {
  const seen = new Set(alreadyChosen.map(identity));
  const taken: number[] = [];
  const refused: RefusedChoice[] = [];
  incoming.forEach((file, i) => {
    if (file.size === 0) return refused.push(refusal(file.name, EMPTY_FILE_REASON));
    const id = identity(file);
    if (seen.has(id)) return refused.push(refusal(file.name, ALREADY_CHOSEN_REASON));
    const inQueue = queued.some(
      (q) =>
        q.name === file.name &&
        file.size !== undefined &&
        q.size === file.size &&
        targetLangs.some((t) => t.toLowerCase() === q.targetLang.toLowerCase()),
    );
    if (inQueue) return refused.push(refusal(file.name, ALREADY_QUEUED_REASON));
    seen.add(id);
    taken.push(i);
  });
  return { taken, refused };
}
