// For the XLIFF tests: the round trip through the simulator's XLIFF 2.1 engine (as the service would), and
// xmllint's verdict against the XLIFF 1.2 strict schema and the XLIFF 2 core schema (Debian's libxml2-utils;
// ../schemas/README.md).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rewriteXliff } from '../../documents/xliff';
import { readXliff1 } from '../xliff1Document';
import { xliff12To21, xliff21To12 } from '../xliffConversion';

const STRICT = join(__dirname, '..', 'schemas', 'xliff-core-1.2-strict.xsd');
const CORE_2 = join(__dirname, '..', 'schemas', 'xliff_core_2.0.xsd');

/** Each text the service would translate, upper-cased, and the characters it would bill. */
export function roundTrip(
  xml12: string,
  targetLang = 'de',
): { upload: string; translated: string; back: string; billed: number } {
  const upload = xliff12To21(xml12, 'test.xlf');
  let billed = 0;
  const translated = rewriteXliff(
    upload,
    'upload.xlf',
    (text) => {
      billed += text.length;
      return text.toUpperCase();
    },
    targetLang,
  );
  return { upload, translated, back: xliff21To12(xml12, translated, targetLang, 'test.xlf'), billed };
}

/** Whether each document passes the XLIFF 1.2 strict schema (one xmllint run for all of them). */
export function passesStrictSchema(...documents: string[]): boolean[] {
  return schemaProblems(STRICT, documents).map((problems) => problems === undefined);
}

/**
 * xmllint's complaints about each document against the XLIFF 2 core schema (the schema of 2.0 and 2.1 alike;
 * 2.1 added modules, not core elements), or undefined for a document that validates.
 */
export function xliff2SchemaProblems(...documents: string[]): (string | undefined)[] {
  return schemaProblems(CORE_2, documents);
}

function schemaProblems(schema: string, documents: string[]): (string | undefined)[] {
  const dir = mkdtempSync(join(tmpdir(), 'glossa-xliff-schema-'));
  try {
    const files = documents.map((xml, i) => {
      const file = join(dir, `${i}.xlf`);
      writeFileSync(file, xml);
      return file;
    });
    // xmllint says "<file> validates" or "<file> fails to validate" on standard error, one line a file.
    const run = spawnSync('xmllint', ['--noout', '--nonet', '--schema', schema, ...files], { encoding: 'utf8' });
    if (run.error) throw new Error('xmllint is missing: run scripts/install-test-deps.sh (libxml2-utils).');
    const report = `${run.stdout}\n${run.stderr}`;
    const lines = report.split('\n');
    return files.map((file) =>
      report.includes(`${file} validates\n`)
        ? undefined
        : lines.filter((line) => line.startsWith(`${file}:`)).join('\n') || `${file} fails to validate`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The document without its trans-units' own targets (and the white space a new one is put after): what must
 * come back byte for byte.
 */
export function withoutOwnTargets(xml: string): string {
  let out = '';
  let at = 0;
  for (const unit of readXliff1(xml, 'test.xlf').units) {
    if (!unit.target) continue;
    let start = unit.target.start;
    while (start > at && ' \t\r\n'.includes(xml[start - 1]!)) start--;
    out += xml.slice(at, start);
    at = unit.target.end;
  }
  return out + xml.slice(at);
}
