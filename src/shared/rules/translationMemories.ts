// Rules of a translation memory's TMX import (the service's beta, POST /v3/translation_memories/import): which
// files are offered to it and the published size bound, checked by the window as a file is picked, by main
// before it reads or sends the file, and by the simulator as it is declared. Segments are browsed a page at a time.
import type { UiMessage } from '../i18n/catalogue';

/** The import page's bound on a TMX file: 1 GB. */
export const TMX_IMPORT_BYTES_MAX = 1_000_000_000;
/** The segments one page shows (the service answers 1 to 100). */
export const MEMORY_SEGMENTS_PAGE_SIZE = 25;
/** The longest name a memory is given here. */
export const MEMORY_NAME_MAX = 200;

const TMX_EXTENSIONS = ['tmx', 'xml'];

/** Why a picked file cannot be imported as a memory, before any of it is read; null when it may be. */
export function tmxImportRefusal(name: string, size: number): UiMessage | null {
  const extension = /\.([^./\\]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
  if (!TMX_EXTENSIONS.includes(extension)) return { id: 'memories.import.notTmx', values: { name } };
  if (size === 0) return { id: 'memories.import.empty', values: { name } };
  if (size > TMX_IMPORT_BYTES_MAX)
    return { id: 'memories.import.tooLarge', values: { name, size: size / 1_000_000_000, max: 1 } };
  return null;
}

/** The name a new memory gets when the user gives none: the file's, without its extension. */
export function memoryNameOf(fileName: string): string {
  const base = fileName.replace(/^.*[\\/]/, '').replace(/\.[^.]+$/, '');
  return (base.trim() || fileName).slice(0, MEMORY_NAME_MAX);
}
