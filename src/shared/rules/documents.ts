// Rules of document translation (/v2/document): file types, output formats, formality, glossary use (one or
// several), a translation memory,
// the billing minimum and the name of the translated file.
import { fieldIssue, type FieldIssue } from '../errors';
import { checkLanguage, normalizeLanguageCode } from './languages';
import { checkFormality, checkGlossaryUse, type GlossaryPair } from './translate';
import { stringOrUndefined } from './issues';
import { checkTranslateOptions } from './translateOptions';

export interface DocumentFileType {
  extension: string;
  /** The format of the translated file when no output_format is asked for. */
  defaultOutput: string;
  /** Other output formats the service converts to. */
  conversions: readonly string[];
  beta: boolean;
  /** Billed at least BILLING_MINIMUM_CHARACTERS. */
  billingMinimum: boolean;
  /** Media type of a file of this type (for the multipart part and the downloaded result). */
  contentType: string;
}

const type = (extension: string, contentType: string, extra: Partial<DocumentFileType> = {}): DocumentFileType => ({
  extension,
  contentType,
  defaultOutput: extension,
  conversions: [],
  beta: false,
  billingMinimum: false,
  ...extra,
});

/** The supported file types, by lower-case extension. */
export const DOCUMENT_FILE_TYPES: readonly DocumentFileType[] = [
  type('docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', { billingMinimum: true }),
  type('doc', 'application/msword', { defaultOutput: 'docx', billingMinimum: true }),
  type('pptx', 'application/vnd.openxmlformats-officedocument.presentationml.presentation', { billingMinimum: true }),
  type('xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', { billingMinimum: true }),
  type('pdf', 'application/pdf', { conversions: ['docx'], billingMinimum: true }),
  type('htm', 'text/html'),
  type('html', 'text/html'),
  type('txt', 'text/plain'),
  type('xlf', 'application/xliff+xml'),
  type('xliff', 'application/xliff+xml'),
  type('srt', 'application/x-subrip'),
  type('jpeg', 'image/jpeg', { beta: true }),
  type('jpg', 'image/jpeg', { beta: true }),
  type('png', 'image/png', { beta: true }),
];

export const DOCUMENT_EXTENSIONS: readonly string[] = DOCUMENT_FILE_TYPES.map((t) => t.extension);

/** A dropped file's bytes reach main in chunks of at most this many bytes (base64 in `documents:stageChunk`). */
export const STAGING_CHUNK_BYTES = 1024 * 1024;

/** Documents of these types are billed at least this many characters. */
export const BILLING_MINIMUM_CHARACTERS = 50_000;

/** The lower-case extension of a file name, without the dot ('' when there is none). */
export function fileExtension(fileName: string): string {
  const base = baseName(fileName);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

export function documentFileType(fileName: string): DocumentFileType | undefined {
  const extension = fileExtension(fileName);
  return DOCUMENT_FILE_TYPES.find((t) => t.extension === extension);
}

/** The media type of a file extension (`application/octet-stream` when unknown). */
export function documentContentType(extension: string): string {
  const key = extension.toLowerCase().replace(/^\./, '');
  return DOCUMENT_FILE_TYPES.find((t) => t.extension === key)?.contentType ?? 'application/octet-stream';
}

/** The output formats a file can be translated into: its default output first. */
export function outputFormatsFor(extension: string): string[] {
  const fileType = DOCUMENT_FILE_TYPES.find((t) => t.extension === extension.toLowerCase());
  return fileType ? [fileType.defaultOutput, ...fileType.conversions] : [];
}

/**
 * The output_format to ask for: a PDF becomes an editable DOCX when the batch asks for it (`pdfOutput`);
 * every other file keeps its type's default (undefined: no output_format is sent).
 */
export function requestedOutputFormat(fileName: string, pdfOutput: 'pdf' | 'docx'): 'docx' | undefined {
  return pdfOutput === 'docx' && fileExtension(fileName) === 'pdf' ? 'docx' : undefined;
}

/** The extension of the translated file: output_format when given, else the type's default (doc -> docx). */
export function outputExtension(fileName: string, outputFormat?: string): string {
  if (outputFormat) return outputFormat.toLowerCase();
  return documentFileType(fileName)?.defaultOutput ?? fileExtension(fileName);
}

/** Characters billed for a document: pptx, docx, doc, xlsx and pdf are billed at least 50,000. */
export function billedCharacters(extension: string, countedCharacters: number): number {
  const fileType = DOCUMENT_FILE_TYPES.find((t) => t.extension === extension.toLowerCase().replace(/^\./, ''));
  return fileType?.billingMinimum ? Math.max(BILLING_MINIMUM_CHARACTERS, countedCharacters) : countedCharacters;
}

/**
 * Bytes (UTF-8) an output name may have: file systems allow 255 per name (ext4, APFS; NTFS 255 UTF-16 units,
 * which fewer bytes always fit), less the 7 of a number added when the name is taken (` (9999)`).
 */
export const MAX_OUTPUT_NAME_BYTES = 255 - 7;

/**
 * `report.pdf` into German as docx -> `report.de.docx`. Folders in the source name are dropped. A name too long
 * for a file system is shortened in its stem, never in the language suffix or the extension.
 */
export function outputFileName(sourceName: string, targetLang: string, outputExt: string): string {
  const base = baseName(sourceName);
  const dot = base.lastIndexOf('.');
  const stem = dot > 0 ? base.slice(0, dot) : base;
  const suffix = `.${normalizeLanguageCode(targetLang)}.${outputExt.replace(/^\./, '').toLowerCase()}`;
  return `${fitBytes(stem, MAX_OUTPUT_NAME_BYTES - utf8Length(suffix))}${suffix}`;
}

const utf8Length = (text: string) => new TextEncoder().encode(text).length;

/** The longest start of `text` within `max` UTF-8 bytes, cut between characters, without trailing blanks or dots. */
function fitBytes(text: string, max: number): string {
  if (utf8Length(text) <= max) return text;
  let bytes = 0;
  let end = 0;
  for (const char of text) {
    const size = utf8Length(char);
    if (bytes + size > max) break;
    bytes += size;
    end += char.length;
  }
  return text.slice(0, end).replace(/[\s.]+$/u, '') || 'document';
}

function baseName(fileName: string): string {
  return fileName.split(/[/\\]/).pop() ?? fileName;
}

/** Why a file cannot be translated, judged by its name alone (its type), or undefined when it can. */
export function unsupportedFileReason(fileName: string): string | undefined {
  return unsupportedFileIssue(fileName)?.message;
}

/** The same, with the message id the window words in the user's language. */
export function unsupportedFileIssue(fileName: string): FieldIssue | undefined {
  return checkDocumentUpload({ filename: fileName }).find((issue) => issue.field === 'file');
}

export interface DocumentUploadDraft {
  /** The file's name (content disposition or the `filename` part). */
  filename?: unknown;
  target_lang?: unknown;
  source_lang?: unknown;
  formality?: unknown;
  glossary_id?: unknown;
  glossary_ids?: unknown;
  translation_memory_id?: unknown;
  translation_memory_threshold?: unknown;
  output_format?: unknown;
}

/** Every rule of a document upload. Pass the glossary's pairs when it is known, to check the match. */
export function checkDocumentUpload(
  upload: DocumentUploadDraft,
  glossaryPairs?: readonly GlossaryPair[],
): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const fileName = stringOrUndefined(upload.filename) ?? '';
  const fileType = documentFileType(fileName);
  if (!fileType) {
    const extension = fileExtension(fileName);
    const extensions = DOCUMENT_EXTENSIONS.join(', ');
    issues.push(
      fieldIssue(
        'file',
        extension
          ? { id: 'documents.refused.unsupportedType', values: { extension, extensions } }
          : { id: 'documents.refused.noExtension', values: { extensions } },
      ),
    );
  }
  const outputFormat = stringOrUndefined(upload.output_format)?.toLowerCase().replace(/^\./, '');
  if (fileType && outputFormat && !outputFormatsFor(fileType.extension).includes(outputFormat)) {
    issues.push({
      field: 'output_format',
      message:
        fileType.conversions.length > 0
          ? `A .${fileType.extension} file can be translated into ${outputFormatsFor(fileType.extension).join(' or ')} only.`
          : `A .${fileType.extension} file is translated into ${fileType.defaultOutput} only; no other output format is possible.`,
    });
  }
  const targetIssues = checkLanguage('target_lang', upload.target_lang, 'translate_document', 'target', {
    required: true,
  });
  const sourceIssues = checkLanguage('source_lang', upload.source_lang, 'translate_document', 'source');
  issues.push(...targetIssues, ...sourceIssues);
  const target = targetIssues.length === 0 ? stringOrUndefined(upload.target_lang) : undefined;
  issues.push(...checkFormality('translate_document', upload.formality, target));
  if (targetIssues.length === 0 && sourceIssues.length === 0) {
    issues.push(...checkGlossaryUse('translate_document', upload, glossaryPairs));
  }
  // Several glossaries and a memory: the same rules as a text translation's (translateOptions.ts).
  issues.push(
    ...checkTranslateOptions({
      glossary_id: upload.glossary_id,
      glossary_ids: upload.glossary_ids,
      source_lang: upload.source_lang,
      translation_memory_id: upload.translation_memory_id,
      translation_memory_threshold: upload.translation_memory_threshold,
    }).filter((issue) => !issues.some((found) => found.field === issue.field && found.message === issue.message)),
  );
  return issues;
}

/**
 * How long a translated document waits on the service for an output folder that cannot be written (read-only,
 * missing, no permission). The service gives each translation one download and states no time it keeps it (its
 * voice jobs are kept 24 hours); waiting longer would risk a billed translation for a folder that may never come
 * back. Half an hour leaves time to plug a disk back in or fix a permission; after it the translation is fetched
 * into Glossa's recovery folder, with "Save as…".
 */
export const UNWRITABLE_FOLDER_WAIT_MS = 30 * 60_000;
