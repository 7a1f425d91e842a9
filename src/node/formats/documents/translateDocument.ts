// The simulator's document translation: picks the handler for the file's type, translates its text through
// `translate`, and counts the characters it translated (before any billing minimum, which the route applies).
import { isTranslatableSegment, segmentCharacters } from '../../../shared/rules/documentBilling';
import { DOCUMENT_BOUNDS, boundMessages, tooLarge } from './documentBounds';
import { DocumentFormatError } from './documentFormatError';
import { translateHtml } from './html';
import { translatePdf } from './pdf';
import { translateSrt } from './srt';
import { translateTxt } from './txt';
import { translateXliff } from './xliff';
import { officeDocumentText } from './officeDocument';
import type { TranslateText } from '../xml/elementText';
import type { UntranslatedParts } from '../../../shared/rules/documentBilling';

export interface DocumentInput {
  bytes: Uint8Array;
  fileName: string;
  /** File extension of the wanted output; only pdf -> docx changes the format. */
  outputFormat?: string;
  /** The request's target language; written into XLIFF's trgLang. */
  targetLang?: string;
}

export interface TranslatedDocument {
  bytes: Uint8Array;
  fileName: string;
  contentType: string;
  /** Characters of source text sent through `translate` (whitespace-only runs are not counted). */
  characters: number;
  /** What the document holds that was not translated (a chart's data, embedded objects), in a sentence. */
  untranslated?: string;
}

const DOCUMENT_CONTENT_TYPES: Readonly<Record<string, string>> = {
  txt: 'text/plain; charset=utf-8',
  html: 'text/html; charset=utf-8',
  htm: 'text/html; charset=utf-8',
  srt: 'application/x-subrip',
  xliff: 'application/xliff+xml',
  xlf: 'application/xliff+xml',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

const CANNOT_REWRITE: Readonly<Record<string, string>> = {
  doc: 'old Word documents (.doc)',
  jpeg: 'images (.jpeg)',
  jpg: 'images (.jpg)',
  png: 'images (.png)',
};

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot === -1 ? '' : fileName.slice(dot + 1).toLowerCase();
}

function withExtension(fileName: string, extension: string): string {
  const dot = fileName.lastIndexOf('.');
  return `${dot === -1 ? fileName : fileName.slice(0, dot)}.${extension}`;
}

function outputExtension(input: DocumentInput, extension: string): string {
  const wanted = input.outputFormat?.trim().replace(/^\./, '').toLowerCase();
  if (
    !wanted ||
    wanted === extension ||
    (extension === 'htm' && wanted === 'html') ||
    (extension === 'xlf' && wanted === 'xliff')
  ) {
    return extension;
  }
  if (extension === 'pdf' && wanted === 'docx') return 'docx';
  throw new DocumentFormatError(
    'conversion',
    `A .${extension} file cannot be returned as .${wanted}: the only conversion is from PDF to Word (docx). Leave the output format empty to get a .${extension} back.`,
  );
}

export async function translateDocument(
  input: DocumentInput,
  translate: (text: string) => string,
): Promise<TranslatedDocument> {
  return (await processDocument(input, translate, true)) as TranslatedDocument;
}

/**
 * The characters a document bills (before any minimum): its text read exactly as `translateDocument` reads it,
 * each segment counted by the shared rule, and nothing written. Throws DocumentFormatError as it does.
 */
export async function countDocumentText(input: DocumentInput): Promise<DocumentTextCount> {
  return processDocument(input, (text) => text, false);
}

/** A document's characters, and what it holds that nobody translates (in a sentence, and as parts). */
interface DocumentTextCount {
  characters: number;
  untranslated?: string;
  embedded?: UntranslatedParts;
}

async function processDocument(
  input: DocumentInput,
  translate: (text: string) => string,
  write: boolean,
): Promise<TranslatedDocument | DocumentTextCount> {
  const { bytes, fileName } = input;
  const extension = extensionOf(fileName);
  const cannot = CANNOT_REWRITE[extension];
  if (cannot) {
    throw new DocumentFormatError(
      'unsupported',
      `The Language Services simulator cannot rewrite ${cannot}, so "${fileName}" was not translated. The real service translates this format; to try the app offline, use a .docx, .pptx, .xlsx, .pdf, .html, .txt, .srt or .xliff file.`,
    );
  }
  if (!DOCUMENT_CONTENT_TYPES[extension]) {
    throw new DocumentFormatError(
      'unsupported',
      `"${fileName}" is not a supported document type. Supported: docx, doc, pptx, xlsx, pdf, htm, html, txt, xlf, xliff, srt, jpeg, jpg and png.`,
    );
  }
  const output = outputExtension(input, extension);

  let characters = 0;
  const translateSegment: TranslateText = (text) => {
    if (!isTranslatableSegment(text)) return text;
    characters += segmentCharacters(text);
    // The bound keeps a translation's time in check; counting only adds.
    if (write && characters > DOCUMENT_BOUNDS.maxCharacters) throw tooLarge(fileName, boundMessages.characters());
    return translate(text);
  };

  let translated: Uint8Array | undefined;
  let untranslated: string | undefined;
  let embedded: UntranslatedParts | undefined;
  switch (extension) {
    case 'txt':
      translated = await translateTxt(bytes, fileName, translateSegment);
      break;
    case 'html':
    case 'htm':
      translated = translateHtml(bytes, fileName, translateSegment);
      break;
    case 'srt':
      translated = await translateSrt(bytes, fileName, translateSegment);
      break;
    case 'xliff':
    case 'xlf':
      translated = translateXliff(bytes, fileName, translateSegment, input.targetLang);
      break;
    case 'docx':
    case 'pptx':
    case 'xlsx':
      ({
        bytes: translated,
        untranslated,
        embedded,
      } = await officeDocumentText(bytes, fileName, extension, translateSegment, write));
      break;
    default:
      translated = await translatePdf(bytes, fileName, translateSegment, output === 'docx' ? 'docx' : 'pdf', write);
  }
  const named = untranslated ? { untranslated } : {};
  if (!write || !translated) return { characters, ...named, ...(embedded ? { embedded } : {}) };
  return {
    bytes: translated,
    fileName: output === extension ? fileName : withExtension(fileName, output),
    contentType: DOCUMENT_CONTENT_TYPES[output] as string,
    characters,
    ...named,
  };
}

/** Thrown by the sampling callback to stop reading once it has enough text. */
const SAMPLE_COMPLETE = Symbol('sample complete');

/**
 * The first `maxCharacters` (about) of the text `translateDocument` would send to `translate`, joined by line
 * breaks: enough to detect the source language once for the whole document. Stops reading there.
 */
export async function sampleDocumentText(input: DocumentInput, maxCharacters = 20_000): Promise<string> {
  const segments: string[] = [];
  let collected = 0;
  try {
    await translateDocument(input, (text) => {
      segments.push(text);
      collected += text.length;
      if (collected >= maxCharacters) throw SAMPLE_COMPLETE;
      return text;
    });
  } catch (error) {
    if (error !== SAMPLE_COMPLETE) throw error;
  }
  return segments.join('\n');
}
