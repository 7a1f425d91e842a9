import { describe, expect, it } from 'vitest';
import {
  unsupportedFileReason,
  BILLING_MINIMUM_CHARACTERS,
  billedCharacters,
  checkDocumentUpload,
  documentContentType,
  documentFileType,
  fileExtension,
  outputExtension,
  requestedOutputFormat,
  outputFileName,
  outputFormatsFor,
} from './documents';

const fields = (issues: { field: string }[]) => issues.map((i) => i.field);
const upload = { filename: 'contract.docx', target_lang: 'de' };

describe('document file types', () => {
  it('docx, doc, pptx, xlsx, pdf, htm, html, txt, xlf, xliff, srt, jpeg, jpg and png are supported', () => {
    for (const ext of [
      'docx',
      'doc',
      'pptx',
      'xlsx',
      'pdf',
      'htm',
      'html',
      'txt',
      'xlf',
      'xliff',
      'srt',
      'jpeg',
      'jpg',
      'png',
    ]) {
      expect(checkDocumentUpload({ ...upload, filename: `file.${ext}` })).toEqual([]);
    }
  });

  it('images are in beta', () => {
    expect(documentFileType('scan.PNG')?.beta).toBe(true);
    expect(documentFileType('photo.jpg')?.beta).toBe(true);
    expect(documentFileType('report.pdf')?.beta).toBe(false);
  });

  it('other file types and names without an extension are refused on the file part', () => {
    expect(fields(checkDocumentUpload({ ...upload, filename: 'slides.key' }))).toEqual(['file']);
    expect(fields(checkDocumentUpload({ ...upload, filename: 'README' }))).toEqual(['file']);
  });

  it('each type has its media type for the upload part and the download', () => {
    expect(documentContentType('DOCX')).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(documentContentType('.pdf')).toBe('application/pdf');
    expect(documentContentType('xyz')).toBe('application/octet-stream');
  });

  it('extensions are read case-insensitively from the last dot of the base name', () => {
    expect(fileExtension('C:\\work\\Report.Final.PDF')).toBe('pdf');
    expect(fileExtension('/home/a.b/notes')).toBe('');
  });
});

describe('output formats', () => {
  it('a pdf may be translated into docx', () => {
    expect(outputFormatsFor('pdf')).toEqual(['pdf', 'docx']);
    expect(checkDocumentUpload({ ...upload, filename: 'a.pdf', output_format: 'docx' })).toEqual([]);
  });

  it('asks for docx only for a PDF, and only when the batch wants PDFs as editable documents', () => {
    expect(requestedOutputFormat('Report.PDF', 'docx')).toBe('docx');
    expect(requestedOutputFormat('report.pdf', 'pdf')).toBeUndefined();
    expect(requestedOutputFormat('letter.docx', 'docx')).toBeUndefined();
    expect(requestedOutputFormat('scan.pdf.txt', 'docx')).toBeUndefined();
  });

  it('a doc is translated into docx', () => {
    expect(outputFormatsFor('doc')).toEqual(['docx']);
    expect(outputExtension('old.doc')).toBe('docx');
    expect(checkDocumentUpload({ ...upload, filename: 'old.doc', output_format: 'docx' })).toEqual([]);
  });

  it('no other input type has an alternative output format', () => {
    expect(fields(checkDocumentUpload({ ...upload, filename: 'a.docx', output_format: 'pdf' }))).toEqual([
      'output_format',
    ]);
    expect(fields(checkDocumentUpload({ ...upload, filename: 'a.pptx', output_format: 'docx' }))).toEqual([
      'output_format',
    ]);
    expect(fields(checkDocumentUpload({ ...upload, filename: 'a.doc', output_format: 'doc' }))).toEqual([
      'output_format',
    ]);
  });

  it('asking for the same format as the input is the default and allowed', () => {
    expect(checkDocumentUpload({ ...upload, filename: 'a.xlsx', output_format: 'xlsx' })).toEqual([]);
  });
});

describe('languages, formality and glossaries of an upload', () => {
  it('the target language is required and must be a document target', () => {
    expect(fields(checkDocumentUpload({ filename: 'a.txt' }))).toEqual(['target_lang']);
    expect(fields(checkDocumentUpload({ ...upload, target_lang: 'tlh' }))).toEqual(['target_lang']);
  });

  it('formality values are default, more, less, prefer_more and prefer_less', () => {
    for (const formality of ['default', 'more', 'less', 'prefer_more', 'prefer_less']) {
      expect(checkDocumentUpload({ ...upload, formality })).toEqual([]);
    }
    expect(fields(checkDocumentUpload({ ...upload, formality: 'formal' }))).toEqual(['formality']);
  });

  it('formality fails for a target without it unless it is prefer_more or prefer_less', () => {
    expect(fields(checkDocumentUpload({ ...upload, target_lang: 'en-US', formality: 'less' }))).toEqual(['formality']);
    expect(checkDocumentUpload({ ...upload, target_lang: 'en-US', formality: 'prefer_less' })).toEqual([]);
  });

  it('a glossary needs source_lang, and its pair must match', () => {
    expect(fields(checkDocumentUpload({ ...upload, glossary_id: 'g' }))).toEqual(['source_lang']);
    const pairs = [{ source_lang: 'en', target_lang: 'de' }];
    expect(checkDocumentUpload({ ...upload, source_lang: 'en', glossary_id: 'g' }, pairs)).toEqual([]);
    expect(fields(checkDocumentUpload({ ...upload, source_lang: 'nl', glossary_id: 'g' }, pairs))).toEqual([
      'glossary_id',
    ]);
  });
});

describe('billing', () => {
  it('pptx, docx, doc, xlsx and pdf are billed at least 50,000 characters', () => {
    for (const ext of ['pptx', 'docx', 'doc', 'xlsx', 'pdf']) {
      expect(billedCharacters(ext, 1200)).toBe(BILLING_MINIMUM_CHARACTERS);
      expect(billedCharacters(ext.toUpperCase(), 80_000)).toBe(80_000);
    }
  });

  it('other types are billed the characters counted', () => {
    expect(billedCharacters('txt', 1200)).toBe(1200);
    expect(billedCharacters('html', 0)).toBe(0);
  });
});

describe('the translated file name', () => {
  it('is name.<lang>.<ext>', () => {
    expect(outputFileName('report.pdf', 'de', 'docx')).toBe('report.de.docx');
    expect(outputFileName('Q3 plan.final.xlsx', 'PT-br', 'xlsx')).toBe('Q3 plan.final.pt-BR.xlsx');
  });

  it('keeps only the base name of a path and works without an extension', () => {
    expect(outputFileName('/tmp/in/notes.txt', 'en-gb', '.txt')).toBe('notes.en-GB.txt');
    expect(outputFileName('notes', 'fr', 'txt')).toBe('notes.fr.txt');
  });
});

describe('judging a file by its name before sending it', () => {
  it('accepts every supported type, in any case', () => {
    expect(unsupportedFileReason('contract.DOCX')).toBeUndefined();
    expect(unsupportedFileReason('scan.jpeg')).toBeUndefined();
  });

  it('refuses other types, and names without an extension, with the reason', () => {
    expect(unsupportedFileReason('clip.mp4')).toMatch(/"\.mp4" files cannot be translated/);
    expect(unsupportedFileReason('Makefile')).toMatch(/needs a name with an extension/);
  });
});
