// Real Office, PDF, subtitle, html, text and XLIFF files from other tools' test suites
// (src/node/formats/documentCorpus, sources and licences in its README) through the simulator's document work,
// judged by independent readers: Python's zipfile, ElementTree and html.parser, xmllint and pdftotext
// (judgeDocuments.py). An XLIFF 1.x file goes the queue's way: up as 2.1 (which must pass the XLIFF 2 core
// schema), translated, and back into the translator's file. Each file comes back sound with every part that
// held text translated (prefixed OOXML, comments, charts, SmartArt, a PDF's control characters, UTF-16 without
// a byte order mark), or is refused with a sentence that says why. The count the Documents view shows before
// sending (countDocument, the same readers) is within 5% of what the simulator bills.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { billedCharacters, fileExtension } from '../../shared/rules/documents';
import { countDocument } from '../../node/formats/documents/documentCount';
import { DocumentFormatError } from '../../node/formats/documents/documentFormatError';
import { XliffFormatError, xliff1Restored, xliff1Upload } from '../../node/formats/xliff/xliffConversion';
import { xliff2SchemaProblems } from '../../node/formats/xliff/testing/xliffChecks';
import { translateDocumentTask } from './documentTask';

const CORPUS = join(__dirname, '../../node/formats/documentCorpus');
const JUDGE = join(CORPUS, 'judgeDocuments.py');
const out = mkdtempSync(join(tmpdir(), 'glossa-corpus-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

const files = readdirSync(CORPUS)
  .filter((name) => /\.(docx|pptx|xlsx|pdf|srt|html?|txt|xlf|xliff)$/.test(name))
  .sort();

/** Files the simulator refuses, and the words its sentence must hold. */
const REFUSED: Record<string, RegExp> = {
  'pdf-aes-128.pdf': /password-protected\. Remove the password/,
  'pdf-jo.pdf': /no selectable text .* run text recognition/,
  'pdf-simple2.pdf': /no selectable text .* run text recognition/,
  'srt-gb2312.srt': /not a Unicode .* Save it with UTF-8/,
  'html-okapi-htmltest.html': /not a Unicode .* Save it with UTF-8/,
  'html-okapi-testForEncoding1.html': /not a Unicode .* Save it with UTF-8/,
  'xliff-symfony-encoding.xlf': /is not Unicode text .* export it from your translation tool as UTF-8/,
  'xliff-symfony-invalid-xml-resources.xlf': /not well-formed XML \(line 8, .* export it again/,
};

/** The kind the judge reads a file as. */
const kindOf = (name: string) => {
  const extension = fileExtension(name);
  return extension === 'htm' ? 'html' : extension === 'xlf' ? 'xliff' : extension;
};

interface Outcome {
  name: string;
  kind: string;
  output?: string;
  characters?: number;
  untranslated?: string;
  refusal?: DocumentFormatError | XliffFormatError;
  /** For an XLIFF 1.x file: the 2.1 uploaded, and the 2.1 the simulator gave back. */
  xliff2?: { upload: string; translated: string };
}

async function translate(name: string, outputFormat?: 'docx'): Promise<Outcome> {
  const kind = outputFormat ? 'pdf-docx' : kindOf(name);
  try {
    // An XLIFF 1.x file goes up as the queue sends it: as XLIFF 2.1 (xliffFiles.ts in main does the same).
    const original = new Uint8Array(readFileSync(join(CORPUS, name)));
    const upload = kind === 'xliff' ? xliff1Upload(original, name) : undefined;
    const uploadPath = upload ? join(out, `${name}.upload.xlf`) : join(CORPUS, name);
    if (upload) writeFileSync(uploadPath, upload);
    const result = await translateDocumentTask({
      uploadPath,
      fileName: name,
      outputFormat,
      targetLang: 'de',
      sourceLang: 'en',
      formality: 'default',
      styleMark: '',
    });
    const output = join(out, `${name}.${kind}.out`);
    writeFileSync(output, upload ? xliff1Restored(original, result.bytes, 'de', name) : result.bytes);
    const decoder = new TextDecoder();
    return {
      name,
      kind,
      output,
      characters: result.characters,
      untranslated: result.untranslated,
      ...(upload ? { xliff2: { upload: decoder.decode(upload), translated: decoder.decode(result.bytes) } } : {}),
    };
  } catch (error) {
    if (!(error instanceof DocumentFormatError || error instanceof XliffFormatError)) throw error;
    return { name, kind, refusal: error };
  }
}

function judge(outcomes: readonly Outcome[]): Map<string, string[]> {
  const items = outcomes
    .filter((o) => o.output)
    .map((o) => ({ source: join(CORPUS, o.name), output: o.output, kind: o.kind }));
  const verdicts = JSON.parse(execFileSync('python3', [JUDGE], { input: JSON.stringify(items) }).toString()) as {
    output: string;
    problems: string[];
  }[];
  return new Map(verdicts.map((v) => [v.output, v.problems]));
}

describe('real files from other tools through the simulator', () => {
  it('translates every one with every text part translated and well-formed, or refuses it in a sentence', async () => {
    const outcomes: Outcome[] = [];
    for (const name of files) {
      outcomes.push(await translate(name));
      if (name.endsWith('.pdf')) outcomes.push(await translate(name, 'docx'));
    }
    const verdicts = judge(outcomes);
    const wrong: string[] = [];
    for (const outcome of outcomes) {
      const refused = REFUSED[outcome.name];
      if (outcome.refusal) {
        // A PDF whose translation the built-in font cannot show may only be refused with "ask for docx".
        const allowed = refused ?? (outcome.kind === 'pdf' ? /Ask for a Word document instead/ : undefined);
        if (!allowed?.test(outcome.refusal.message))
          wrong.push(`${outcome.name}: refused (${outcome.refusal.message})`);
      } else {
        if (refused) wrong.push(`${outcome.name} (${outcome.kind}): translated, but it should be refused`);
        const problems = verdicts.get(outcome.output!) ?? ['not judged'];
        if (problems.length > 0) wrong.push(`${outcome.name} (${outcome.kind}): ${problems.join('; ')}`);
      }
    }
    // Every format the Documents view takes is in the corpus (the README's table gives the counts per format).
    expect([...new Set(outcomes.map((o) => o.kind))].sort()).toEqual([
      'docx',
      'html',
      'pdf',
      'pdf-docx',
      'pptx',
      'srt',
      'txt',
      'xliff',
      'xlsx',
    ]);
    expect(wrong).toEqual([]);
    expect(outcomes.filter((o) => !o.refusal).length).toBeGreaterThan(80);
    // Every XLIFF 1.x file went up as 2.1 that the XLIFF 2 core schema accepts, and came back as 2.1 it accepts.
    const converted = outcomes.filter((o) => o.xliff2);
    expect(converted.length).toBeGreaterThanOrEqual(5);
    const problems = xliff2SchemaProblems(...converted.flatMap((o) => [o.xliff2!.upload, o.xliff2!.translated]));
    expect(problems.flatMap((problem, i) => (problem ? [`${converted[i >> 1]!.name}: ${problem}`] : []))).toEqual([]);
  }, 240_000);

  it('counts before sending what the simulator bills, within 5% for every file', async () => {
    const off: string[] = [];
    for (const name of files) {
      const billed = await translate(name);
      const counted = await countDocument(new Uint8Array(readFileSync(join(CORPUS, name))), name);
      if (billed.refusal) {
        // What the simulator refuses for its own reasons (the built-in PDF font) can still be counted.
        if (REFUSED[name] && counted.characters !== undefined) off.push(`${name}: counted, but it cannot be read`);
        continue;
      }
      const extension = fileExtension(name);
      const bill = billedCharacters(extension, billed.characters!);
      const preview = counted.characters === undefined ? undefined : billedCharacters(extension, counted.characters);
      if (preview === undefined || Math.abs(preview - bill) > bill * 0.05)
        off.push(`${name}: counted ${counted.characters ?? counted.note}, billed ${billed.characters}`);
    }
    expect(off).toEqual([]);
  }, 240_000);

  it('names what a real file embeds and nobody translates: the data behind its charts, OLE objects', async () => {
    const named: Record<string, string> = {};
    for (const name of files.filter((f) => /\.(docx|pptx|xlsx)$/.test(f))) {
      const counted = await countDocument(new Uint8Array(readFileSync(join(CORPUS, name))), name);
      if (counted.untranslated) named[name] = counted.untranslated;
    }
    const charts = (n: number) => expect.stringContaining(`the data behind ${n} chart${n === 1 ? '' : 's'}`);
    expect(named).toEqual({
      'docx-poi-61745.docx': charts(2),
      'pptx-cht-charts.pptx': charts(1),
      'pptx-poi-bar-chart.pptx': charts(1),
      'docx-poi-EmbeddedDocument.docx': expect.stringContaining(
        '1 embedded object (Microsoft_Office_Excel_97-2003_Worksheet1.xls)',
      ),
      'docx-poi-test_recursive_embedded.docx': expect.stringContaining('1 embedded object (oleObject1.bin)'),
      'xlsx-poi-WithEmbeded.xlsx': expect.stringContaining(
        '2 embedded objects (oleObject1.bin, Microsoft_Office_Excel_97-2003_Worksheet1.xls)',
      ),
    });
    // The simulator's translation says the same, and keeps each embedded part byte for byte.
    const translated = await translate('xlsx-poi-WithEmbeded.xlsx');
    expect(translated.untranslated).toBe(named['xlsx-poi-WithEmbeded.xlsx']);
    const before = unzipSync(readFileSync(join(CORPUS, 'xlsx-poi-WithEmbeded.xlsx')));
    const after = unzipSync(readFileSync(translated.output!));
    for (const part of ['xl/embeddings/oleObject1.bin', 'xl/embeddings/Microsoft_Office_Excel_97-2003_Worksheet1.xls'])
      expect(Buffer.from(after[part]!).equals(Buffer.from(before[part]!))).toBe(true);
  }, 120_000);
});
