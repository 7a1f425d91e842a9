// Pure logic of the Write pane: the request as sent and its size against 10 KiB, the one control for a
// writing style or a tone, and the word-level diff of the original against the improved text.
import { diffWords } from 'diff';
import { TONES, WRITING_STYLES, type Tone, type WritingStyle } from '../../../shared/api/write';
import { languageName } from '../../../shared/rules/languages';
import { WRITE_BODY_LIMIT_BYTES, supportsWriteSetting, writeBodyBytes } from '../../../shared/rules/write';
import type { WriteCall } from '../../../shared/calls/write';
import { splitParagraphs } from '../translate/translateModel';

/** The writing style or the tone: one choice, so a request can never carry both. */
export type WriteAdjustment = { kind: 'none' } | { kind: 'writing_style'; value: WritingStyle } | { kind: 'tone'; value: Tone };

/** The request body for the text and choices, exactly as it is sent. */
export function writeRequest(text: string, targetLang: string | null, adjustment: WriteAdjustment): WriteCall {
  return {
    text: splitParagraphs(text).texts,
    ...(targetLang ? { target_lang: targetLang } : {}),
    ...(adjustment.kind === 'writing_style' ? { writing_style: adjustment.value } : {}),
    ...(adjustment.kind === 'tone' ? { tone: adjustment.value } : {}),
  };
}

export interface SizeMeter {
  bytes: number;
  limit: number;
  /** 0..1 (capped) for the bar. */
  fraction: number;
  over: boolean;
  /** e.g. "3.2 KiB of 10 KiB". */
  label: string;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} KiB`;

export function sizeMeter(request: WriteCall): SizeMeter {
  const bytes = writeBodyBytes(request);
  return {
    bytes,
    limit: WRITE_BODY_LIMIT_BYTES,
    fraction: Math.min(1, bytes / WRITE_BODY_LIMIT_BYTES),
    over: bytes > WRITE_BODY_LIMIT_BYTES,
    label: `${kib(bytes)} of ${kib(WRITE_BODY_LIMIT_BYTES)}`,
  };
}

export interface AdjustmentOption {
  /** `writing_style:academic`, `tone:prefer_friendly`, or `none`. */
  id: string;
  label: string;
  adjustment: WriteAdjustment;
}

const LABELS: Record<string, string> = {
  academic: 'Academic',
  business: 'Business',
  casual: 'Casual',
  simple: 'Simple',
  confident: 'Confident',
  diplomatic: 'Diplomatic',
  enthusiastic: 'Enthusiastic',
  friendly: 'Friendly',
};

export const adjustmentId = (a: WriteAdjustment): string => (a.kind === 'none' ? 'none' : `${a.kind}:${a.value}`);

function optionLabel(value: string): string {
  if (value.startsWith('prefer_')) return `${LABELS[value.slice('prefer_'.length)]} (if the language allows)`;
  return LABELS[value] ?? value;
}

/**
 * What the control offers for a target: every style and tone where the language supports them; elsewhere only
 * the `prefer_` values (which fall back to default), with the reason.
 */
export function adjustmentChoices(targetLang: string | null): { styles: AdjustmentOption[]; tones: AdjustmentOption[]; reason?: string } {
  const supported = supportsWriteSetting('writing_style', targetLang ?? undefined) && supportsWriteSetting('tone', targetLang ?? undefined);
  const offer = (value: string) => supported || value.startsWith('prefer_');
  const styles = WRITING_STYLES.filter((v) => v !== 'default' && offer(v)).map((value) => ({
    id: `writing_style:${value}`,
    label: optionLabel(value),
    adjustment: { kind: 'writing_style', value } as WriteAdjustment,
  }));
  const tones = TONES.filter((v) => v !== 'default' && offer(v)).map((value) => ({
    id: `tone:${value}`,
    label: optionLabel(value),
    adjustment: { kind: 'tone', value } as WriteAdjustment,
  }));
  if (supported) return { styles, tones };
  const reason = targetLang
    ? `${languageName(targetLang)} has no writing styles or tones: only the "if the language allows" choices are offered, and they leave the text in the default style. Writing styles and tones work for German, British and American English, Spanish, French, Italian, and Brazilian and European Portuguese.`
    : 'Without a target language the service applies no writing style or tone: only the "if the language allows" choices are offered, and they fall back to the default. Choose a target language such as British or American English to use them.';
  return { styles, tones, reason };
}

export interface DiffPart {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

/** Word-level changes from the original to the improved text, with how many words were removed and added. */
export function wordDiff(original: string, improved: string): { parts: DiffPart[]; removedWords: number; addedWords: number } {
  let removedWords = 0;
  let addedWords = 0;
  const parts = diffWords(original, improved).map((change): DiffPart => {
    const kind = change.added ? 'added' : change.removed ? 'removed' : 'same';
    const words = change.value.split(/\s+/).filter(Boolean).length;
    if (kind === 'added') addedWords += words;
    if (kind === 'removed') removedWords += words;
    return { kind, text: change.value };
  });
  return { parts, removedWords, addedWords };
}

/** e.g. "3 words replaced by 4", or "no changes". */
export function diffSummary(diff: { removedWords: number; addedWords: number }): string {
  const words = (n: number) => `${n} ${n === 1 ? 'word' : 'words'}`;
  if (diff.removedWords === 0 && diff.addedWords === 0) return 'no changes';
  if (diff.addedWords === 0) return `${words(diff.removedWords)} removed`;
  if (diff.removedWords === 0) return `${words(diff.addedWords)} added`;
  return `${words(diff.removedWords)} replaced by ${diff.addedWords}`;
}
