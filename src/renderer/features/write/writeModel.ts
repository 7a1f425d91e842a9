// Pure logic of the Write pane: the request as sent and its size against 10 KiB, the one control for a
// writing style or a tone, and the word-level diff of the original against the improved text.
import { diffWords } from 'diff';
import { TONES, WRITING_STYLES, type Tone, type WritingStyle } from '../../../shared/api/wireValues';
import type { MessageId, UiMessage } from '../../../shared/i18n/catalogue';
import { languageName } from '../../../shared/rules/languages';
import { WRITE_BODY_LIMIT_BYTES, supportsWriteSetting, writeBodyBytes } from '../../../shared/rules/write';
import type { CorrectCall, WriteCall } from '../../../shared/calls/write';
import { splitParagraphs } from '../translate/translateModel';

type PlainStyle = Exclude<WritingStyle, 'default' | `prefer_${string}`>;
type PlainTone = Exclude<Tone, 'default' | `prefer_${string}`>;

/**
 * The writing style or the tone: one choice, so a request can never carry both. The user picks a plain style
 * ("Business"); the request carries `business` where the target supports styles and `prefer_business` where it
 * does not (or is detected), so one choice never fails and never means two things.
 */
export type WriteAdjustment =
  { kind: 'none' } | { kind: 'writing_style'; value: PlainStyle } | { kind: 'tone'; value: PlainTone };

/** The value sent for a choice: plain where the target supports it, else its `prefer_` form. */
function sentValue(setting: 'writing_style' | 'tone', value: string, targetLang: string | null): string {
  return supportsWriteSetting(setting, targetLang ?? undefined) ? value : `prefer_${value}`;
}

/** The request body for the text and choices, exactly as it is sent. */
export function writeRequest(text: string, targetLang: string | null, adjustment: WriteAdjustment): WriteCall {
  return {
    text: splitParagraphs(text).texts,
    ...(targetLang ? { target_lang: targetLang } : {}),
    ...(adjustment.kind === 'writing_style'
      ? { writing_style: sentValue('writing_style', adjustment.value, targetLang) as WritingStyle }
      : {}),
    ...(adjustment.kind === 'tone' ? { tone: sentValue('tone', adjustment.value, targetLang) as Tone } : {}),
  };
}

/** The correction request for the text: the same paragraphs and language, no style or tone. */
export function correctRequest(text: string, targetLang: string | null): CorrectCall {
  return { text: splitParagraphs(text).texts, ...(targetLang ? { target_lang: targetLang } : {}) };
}

export interface SizeMeter {
  bytes: number;
  limit: number;
  /** 0..1 (capped) for the bar. */
  fraction: number;
  over: boolean;
  /** The size in KiB, in tenths rounded up ("3.2 KiB of 10 KiB"). */
  usedKiB: number;
  limitKiB: number;
}

/** Tenths of a KiB, rounded up, so a body over the limit never reads as equal to it (10,562 bytes: 10.4 KiB). */
const kib = (bytes: number) => Math.ceil(bytes / 102.4) / 10;

export function sizeMeter(request: WriteCall): SizeMeter {
  const bytes = writeBodyBytes(request);
  return {
    bytes,
    limit: WRITE_BODY_LIMIT_BYTES,
    fraction: Math.min(1, bytes / WRITE_BODY_LIMIT_BYTES),
    over: bytes > WRITE_BODY_LIMIT_BYTES,
    usedKiB: kib(bytes),
    limitKiB: WRITE_BODY_LIMIT_BYTES / 1024,
  };
}

export interface AdjustmentOption {
  /** `writing_style:academic`, `tone:friendly`, or `none`. */
  id: string;
  label: MessageId;
  adjustment: WriteAdjustment;
}

const STYLE_LABELS: Record<PlainStyle, MessageId> = {
  academic: 'write.style.academic',
  business: 'write.style.business',
  casual: 'write.style.casual',
  simple: 'write.style.simple',
};
const TONE_LABELS: Record<PlainTone, MessageId> = {
  confident: 'write.tone.confident',
  diplomatic: 'write.tone.diplomatic',
  enthusiastic: 'write.tone.enthusiastic',
  friendly: 'write.tone.friendly',
};

export const adjustmentId = (a: WriteAdjustment): string => (a.kind === 'none' ? 'none' : `${a.kind}:${a.value}`);

const isPlain = (v: string) => v !== 'default' && !v.startsWith('prefer_');

/**
 * What the control offers: each writing style and tone once, by its plain name. Where the target has no
 * styles or tones (or is left to detection) the note says what a choice does there.
 */
export function adjustmentChoices(targetLang: string | null): {
  styles: AdjustmentOption[];
  tones: AdjustmentOption[];
  reason?: UiMessage;
} {
  const styles = WRITING_STYLES.filter(isPlain).map((value) => ({
    id: `writing_style:${value}`,
    label: STYLE_LABELS[value as PlainStyle],
    adjustment: { kind: 'writing_style', value } as WriteAdjustment,
  }));
  const tones = TONES.filter(isPlain).map((value) => ({
    id: `tone:${value}`,
    label: TONE_LABELS[value as PlainTone],
    adjustment: { kind: 'tone', value } as WriteAdjustment,
  }));
  const supported =
    supportsWriteSetting('writing_style', targetLang ?? undefined) &&
    supportsWriteSetting('tone', targetLang ?? undefined);
  if (supported) return { styles, tones };
  const reason: UiMessage = targetLang
    ? {
        id: 'write.adjustment.unsupported',
        values: { language: languageName(targetLang) },
        languages: { language: targetLang },
      }
    : { id: 'write.adjustment.detected' };
  return { styles, tones, reason };
}

export interface DiffPart {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

/** Word-level changes from the original to the improved text, with how many words were removed and added. */
export function wordDiff(
  original: string,
  improved: string,
): { parts: DiffPart[]; removedWords: number; addedWords: number } {
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
export function diffSummary(diff: { removedWords: number; addedWords: number }): UiMessage {
  const values = { removed: diff.removedWords, added: diff.addedWords };
  if (diff.removedWords === 0 && diff.addedWords === 0) return { id: 'write.diff.none' };
  if (diff.addedWords === 0) return { id: 'write.diff.removed', values };
  if (diff.removedWords === 0) return { id: 'write.diff.added', values };
  return { id: 'write.diff.replaced', values };
}
