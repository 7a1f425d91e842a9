// A TMX file read from disk as a stream and checked before it is imported as a translation memory: its encoding
// (UTF-8, or UTF-16 by its byte order mark), well-formed TMX, and what it holds (units counted, languages noted,
// none kept). Memory stays small however large the file; the first fault ends the reading with its sentence.
import { createReadStream } from 'node:fs';
import { fieldIssue, ValidationError } from '../../../shared/errors';
import { tmxEncodingOf } from './tmxEncoding';
import { createTmxReader } from './tmxUnits';

export interface TmxFileSummary {
  sourceLanguage: string;
  targetLanguages: string[];
  unitCount: number;
  skipped: number;
}

/** What a TMX file holds, or a ValidationError saying why it cannot be imported. */
export async function checkTmxFile(path: string, fileName: string): Promise<TmxFileSummary> {
  const reader = createTmxReader(fileName, { keepUnits: false });
  let decoder: TextDecoder | undefined;
  const stream = createReadStream(path, { highWaterMark: 1 << 20 });
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      decoder ??= new TextDecoder(tmxEncodingOf(chunk), { fatal: true });
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
