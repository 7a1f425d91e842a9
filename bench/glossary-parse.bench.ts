// Parse and validate a 10 MB dictionary (about 240,000 entries) with the shared rules, next to deepl-node's
// GlossaryEntries (TSV constructor plus its term validation) and a plain split-and-Map pass, alternately.
// Goal (issue 7): ours at most a third of deepl-node's time. Ours reads TSV as glossaryParsing.ts says: whole-text
// native searches, O(1) checks per clean line, duplicates found in one radix-sorted pass over source hashes.
import { GlossaryEntries } from 'deepl-node';
import { GLOSSARY_LIMITS } from '../src/shared/rules/glossaryEntries';
import { parseGlossaryEntries } from '../src/node/formats/csv/glossaryParsing';
import { alternate, fmt } from './lib/measure';

/** Deterministic pseudo-random dictionary: German-like sources with umlauts, English-like targets. */
function generateDictionary(targetBytes: number): { tsv: string; entries: number } {
  let seed = 42;
  const random = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
  const syllables = [
    'ver',
    'ein',
    'bar',
    'keit',
    'ung',
    'schaft',
    'über',
    'grün',
    'straße',
    'lauf',
    'werk',
    'zeug',
    'haus',
    'öl',
    'tür',
    'ab',
    'an',
    'mit',
  ];
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const word = (parts: string[], min: number, max: number) => {
    let text = '';
    const count = min + Math.floor(random() * (max - min + 1));
    for (let i = 0; i < count; i++) text += parts[Math.floor(random() * parts.length)];
    return text;
  };
  const phrase = (parts: string[]) => {
    const words = 1 + Math.floor(random() * 3);
    const out: string[] = [];
    for (let i = 0; i < words; i++) out.push(word(parts, 1, 3));
    return out.join(' ');
  };
  const englishParts = Array.from({ length: 40 }, () => word(letters.split(''), 2, 4));
  const seen = new Set<string>();
  const lines: string[] = [];
  let bytes = 0;
  while (bytes < targetBytes) {
    let source = phrase(syllables);
    if (seen.has(source)) source = `${source} ${lines.length}`;
    seen.add(source);
    const line = `${source}\t${phrase(englishParts)}`;
    const lineBytes = Buffer.byteLength(line) + 1;
    if (bytes + lineBytes > targetBytes) break;
    lines.push(line);
    bytes += lineBytes;
  }
  return { tsv: lines.join('\n'), entries: lines.length };
}

function deeplNodeParseAndValidate(tsv: string): number {
  const entries = new GlossaryEntries({ tsv });
  let count = 0;
  for (const [source, target] of Object.entries(entries.entries())) {
    GlossaryEntries.validateGlossaryTerm(source);
    GlossaryEntries.validateGlossaryTerm(target);
    count++;
  }
  return count;
}

function plainSplitAndMap(tsv: string): number {
  const map = new Map<string, string>();
  for (const line of tsv.split('\n')) {
    const [source, target] = line.split('\t');
    map.set(source!, target!);
  }
  return map.size;
}

const { tsv, entries } = generateDictionary(GLOSSARY_LIMITS.dictionaryBytes);
console.log(`dictionary: ${entries} entries, ${fmt(Buffer.byteLength(tsv) / 1_000_000, 2)} MB (UTF-8)`);

// All three must agree on what they read, or the timing means nothing.
const ours = parseGlossaryEntries(tsv);
if (ours.entries.length !== entries || ours.issues.length !== 0)
  throw new Error(`ours read ${ours.entries.length} entries with ${ours.issues.length} issues`);
if (deeplNodeParseAndValidate(tsv) !== entries || plainSplitAndMap(tsv) !== entries)
  throw new Error('baselines disagree on the entry count');

async function main(): Promise<void> {
  const rounds = Number(process.env.ROUNDS ?? 15);
  const timings = await alternate(rounds, {
    ours: () => parseGlossaryEntries(tsv),
    'deepl-node': () => deeplNodeParseAndValidate(tsv),
    'split-and-Map': () => plainSplitAndMap(tsv),
  });
  for (const [name, timing] of Object.entries(timings)) {
    console.log(
      `${name.padEnd(14)} median ${fmt(timing.medianMs).padStart(7)} ms   min ${fmt(timing.minMs).padStart(7)} ms   (${rounds} runs)`,
    );
  }
  const ratio = timings.ours!.medianMs / timings['deepl-node']!.medianMs;
  console.log(`ratio ours/deepl-node: ${fmt(ratio, 3)} (goal: at most 0.333) ${ratio <= 1 / 3 ? 'MET' : 'NOT MET'}`);
  console.log(`ratio ours/split-and-Map: ${fmt(timings.ours!.medianMs / timings['split-and-Map']!.medianMs, 3)}`);

  // The source term `constructor` is a valid phrase. deepl-node keeps entries in a plain object, so `in` finds
  // Object.prototype.constructor and calls it a duplicate.
  const constructorTsv = 'constructor\tKonstruktor\ntoString\tzuText';
  const oursAccepts = parseGlossaryEntries(constructorTsv).entries.length === 2;
  let deeplNodeVerdict: string;
  try {
    new GlossaryEntries({ tsv: constructorTsv });
    deeplNodeVerdict = 'accepts it';
  } catch (error) {
    deeplNodeVerdict = `wrongly rejects it: "${(error as Error).message}"`;
  }
  console.log(
    `source term "constructor": ours ${oursAccepts ? 'accepts it' : 'REJECTS IT (bug)'}; deepl-node ${deeplNodeVerdict}`,
  );
  if (!oursAccepts) process.exit(1);
}

void main();
