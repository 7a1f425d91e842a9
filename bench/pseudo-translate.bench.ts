// Pseudo-translation engine throughput (simulator/engine/pseudoTranslate.ts), in MB of source text per second:
// English prose to German, one long run without spaces (12 KB, 50 KB, 200 KB: linear time keeps MB/s level),
// Chinese prose to German, and prose with a 10,000-entry glossary.
// Baseline: the engine as it was before the speed-up, when checked out next to this repo with
//   git worktree add --detach /tmp/engine-before 72b2926
// (or another folder in PSEUDO_TRANSLATE_BEFORE); measured alternately with the current engine, same inputs.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { alternate, fmt } from './lib/measure';
import { createPseudoTranslator, type PseudoTranslateOptions } from '../src/simulator/engine/pseudoTranslate';

type Translate = (text: string, options: PseudoTranslateOptions) => string;

const current: Translate = (text, options) => createPseudoTranslator(options)(text);

async function loadBefore(): Promise<Translate | undefined> {
  const folder = process.env.PSEUDO_TRANSLATE_BEFORE ?? '/tmp/engine-before';
  const file = join(folder, 'src/simulator/engine/pseudoTranslate.ts');
  if (!existsSync(file)) return undefined;
  const module = (await import(file)) as { pseudoTranslate: Translate };
  return module.pseudoTranslate;
}

/** A small deterministic random source, so every run measures the same text. */
function seededRandom(seed: number): (below: number) => number {
  let state = seed;
  return (below) => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return (state >>> 8) % below;
  };
}

const COMMON =
  'the of and to a in is that for it as with was on be by this are or from at an but not have you your we our will can all'.split(
    ' ',
  );
const CONTENT = (
  'contract document file page translation meeting team company customer price invoice payment order project report ' +
  'email message question answer problem solution account user country city work office quarterly reconciliation escrow ledger ' +
  'amendment liability indemnification warranty jurisdiction subsidiary procurement shipment logistics compliance audit ' +
  'governance stakeholder deliverable milestone onboarding throughput latency bandwidth infrastructure deployment'
).split(' ');

/** English prose of about `bytes` bytes: common words, a varied vocabulary with invented words, punctuation. */
function englishProse(bytes: number): string {
  const random = seededRandom(7);
  const invented = Array.from({ length: 3000 }, (_, index) =>
    `${CONTENT[index % CONTENT.length]}${'abcdefghijklmnopqrstuvwxyz'[index % 26]}${index}`.replace(
      /\d+/,
      (n) => 'xyz'.repeat(Number(n) % 3) + 'ing',
    ),
  );
  const parts: string[] = [];
  let length = 0;
  let sentenceWords = 0;
  while (length < bytes) {
    const pick = random(10);
    let word =
      pick < 5
        ? COMMON[random(COMMON.length)]!
        : pick < 8
          ? CONTENT[random(CONTENT.length)]!
          : invented[random(invented.length)]!;
    if (sentenceWords === 0) word = word[0]!.toUpperCase() + word.slice(1);
    sentenceWords += 1;
    const end = sentenceWords > 8 + random(10);
    const separator = end ? (random(4) === 0 ? '.\n' : '. ') : random(12) === 0 ? ', ' : ' ';
    if (end) sentenceWords = 0;
    parts.push(word, separator);
    length += word.length + separator.length;
  }
  return parts.join('').slice(0, bytes);
}

const CHINESE_UNITS = [
  '早上好',
  '合同',
  '准备好了',
  '我的',
  '这个',
  '系统',
  '文件',
  '翻译',
  '会议',
  '公司',
  '客户',
  '价格',
  '发票',
  '报告',
  '问题',
  '账户',
  '质量',
  '审阅',
  '的',
  '是',
  '在',
  '和',
];

function chineseProse(bytes: number): string {
  const random = seededRandom(11);
  const parts: string[] = [];
  let length = 0;
  while (length < bytes) {
    const unit = CHINESE_UNITS[random(CHINESE_UNITS.length)]!;
    const separator = random(8) === 0 ? '，' : random(12) === 0 ? '。' : '';
    parts.push(unit, separator);
    length += Buffer.byteLength(unit + separator);
  }
  return parts.join('');
}

function unspacedRun(bytes: number): string {
  return 'reconciliationledger'.repeat(Math.ceil(bytes / 20)).slice(0, bytes);
}

const glossary10k: Array<readonly [string, string]> = Array.from(
  { length: 10_000 },
  (_, index) => [`${CONTENT[index % CONTENT.length]}${index}`, `Begriff${index}`] as const,
);
glossary10k.push(['quarterly reconciliation', 'Quartalsabstimmung'], ['escrow ledger', 'Treuhandbuch']);

interface Case {
  name: string;
  text: string;
  options: PseudoTranslateOptions;
  rounds: number;
  /** The baseline is skipped where it would take minutes. */
  beforeToo: boolean;
}

const MB = 1024 * 1024;
const cases: Case[] = [
  {
    name: 'English prose -> de, 2 MB',
    text: englishProse(2 * MB),
    options: { targetLang: 'de', sourceLang: 'en' },
    rounds: 3,
    beforeToo: true,
  },
  {
    name: 'English prose -> de, 2 MB, source detected',
    text: englishProse(2 * MB),
    options: { targetLang: 'de' },
    rounds: 3,
    beforeToo: true,
  },
  {
    name: 'unspaced run -> de, 12 KB',
    text: unspacedRun(12 * 1024),
    options: { targetLang: 'de', sourceLang: 'en' },
    rounds: 3,
    beforeToo: true,
  },
  {
    name: 'unspaced run -> de, 50 KB',
    text: unspacedRun(50 * 1024),
    options: { targetLang: 'de', sourceLang: 'en' },
    rounds: 1,
    beforeToo: true,
  },
  {
    name: 'unspaced run -> de, 200 KB',
    text: unspacedRun(200 * 1024),
    options: { targetLang: 'de', sourceLang: 'en' },
    rounds: 3,
    beforeToo: false,
  },
  {
    name: 'Chinese prose -> de, 1 MB',
    text: chineseProse(MB),
    options: { targetLang: 'de', sourceLang: 'zh' },
    rounds: 3,
    beforeToo: true,
  },
  {
    name: 'English prose -> de, 1 MB, 10,000-entry glossary',
    text: englishProse(MB),
    options: { targetLang: 'de', sourceLang: 'en', glossary: glossary10k },
    rounds: 3,
    beforeToo: true,
  },
];

async function main(): Promise<void> {
  const before = await loadBefore();
  if (!before)
    console.log(
      '(no baseline: `git worktree add --detach /tmp/engine-before 72b2926` to measure the engine as it was)',
    );
  for (const { name, text, options, rounds, beforeToo } of cases) {
    const megabytes = Buffer.byteLength(text) / MB;
    current(text.slice(0, 10_000), options); // warm up: lexicons and glossary matcher built once
    const candidates: Record<string, () => unknown> = { now: () => current(text, options) };
    if (before && beforeToo) {
      before(text.slice(0, 10_000), options);
      candidates.before = () => before(text, options);
    }
    const timings = await alternate(rounds, candidates);
    const speed = (key: string) => megabytes / (timings[key]!.medianMs / 1000);
    let line = `${name}: ${fmt(speed('now'), 2)} MB/s (${fmt(timings.now!.medianMs, 0)} ms)`;
    if (timings.before)
      line += `; before ${fmt(speed('before'), 3)} MB/s (${fmt(timings.before.medianMs, 0)} ms), ${fmt(speed('now') / speed('before'))}x`;
    else if (before) line += '; before: not run (minutes at this size)';
    console.log(line);
  }
}

void main();
