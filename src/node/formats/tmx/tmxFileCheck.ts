// A TMX file read from disk as a stream and checked before it is imported as a translation memory: its encoding
// (UTF-8, or UTF-16 by its byte order mark), well-formed TMX, and what it holds (units counted, languages noted,
// none kept). Memory stays small however large the file; the first fault ends the reading with its sentence.
import { createReadStream } from 'node:fs';
import { fieldIssue, ValidationError } from '../../../shared/errors';
import { createTmxReader } from './tmxUnits';

export interface TmxFileSummary {
  sourceLanguage: string;
  targetLanguages: string[];
  unitCount: number;
  skipped: number;
}

function encodingOf(first: Uint8Array): 'utf-8' | 'utf-16le' | 'utf-16be' {
  if (first[0] === 0xff && first[1] === 0xfe) return 'utf-16le';
  if (first[0] === 0xfe && first[1] === 0xff) return 'utf-16be';
  return 'utf-8';
}

/** What a TMX file holds, or a ValidationError saying why it cannot be imported. */
export async function checkTmxFile(path: string, fileName: string): Promise<TmxFileSummary> {
  const reader = createTmxReader(fileName, { keepUnits: false });
  let decoder: TextDecoder | undefined;
  const stream = createReadStream(path, { highWaterMark: 1 << 20 });
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      decoder ??= new TextDecoder(encodingOf(chunk), { fatal: true });
      reader.write(decode(decoder, chunk, fileName, true));
    }
    if (decoder) reader.write(decode(decoder, new Uint8Array(), fileName, false));
  } finally {
    stream.destroy();
  }
  const { sourceLanguage, targetLanguages, unitCount, skipped } = reader.finish();
  return { sourceLanguage, targetLanguages, unitCount, skipped };
}

function decode(decoder: TextDecoder, bytes: Uint8Array, fileName: string, more: boolean): string {
  try {
    return decoder.decode(bytes, { stream: more });
  } catch {
    throw new ValidationError([fieldIssue('file', { id: 'memories.tmx.notText', values: { name: fileName } })], {
      saysNextStep: { id: 'memories.tmx.exportAgain' },
    });
  }
}
