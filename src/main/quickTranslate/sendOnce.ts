// How quick translate sends a text so that it is billed once. With an explicit source, as it is. Detected:
// glossaries, a memory and a profile's parts need the source, so when the choices hold any, the source is guessed
// on this computer (sourceGuess.ts: franc, and the source of the last translation into this target) and sent with
// them. Parts that do not fit the guessed source are refused before anything is billed: the text then goes without
// them, with the reason. Only when nothing tells the source is it detected first, and the text sent again with the
// parts (and only if the detected source has any).
import { isGlossaError } from '../../shared/errors';
import { baseLanguage } from '../../shared/rules/languages';
import type { TranslateTextCall, TranslateTextResult } from '../../shared/calls/translate';
import { guessSourceLanguage } from './sourceGuess';

/** The request for a source (null: detected), with or without the parts that need one. */
export type CallFor = (
  sourceLang: string | null,
  withParts: boolean,
) => { call: TranslateTextCall; glossaryIds: string[]; hasParts: boolean };

export interface SentOnce {
  answer: TranslateTextResult;
  /** The source sent (explicit or guessed); null when the service detected it. */
  usedSource: string | null;
  glossaryIds: string[];
  /** Why the parts were left out (they did not fit the source), or null. */
  refused: unknown;
}

export async function sendOnce(
  translate: (call: TranslateTextCall) => Promise<TranslateTextResult>,
  callFor: CallFor,
  text: string,
  targetLang: string,
  sourceLang: string | null,
  lastSource: Map<string, string>,
): Promise<SentOnce> {
  const target = baseLanguage(targetLang);
  const send = async (call: TranslateTextCall) => {
    const answer = await translate(call);
    const detected = answer.translations[0]?.detectedSourceLanguage;
    if (detected) lastSource.set(target, detected);
    return answer;
  };
  /** Parts that do not fit are refused before sending (a validation error): the text goes without them. */
  const withFallback = async (
    call: ReturnType<CallFor>,
    usedSource: string | null,
    fallback: () => Promise<TranslateTextResult>,
  ): Promise<SentOnce> => {
    try {
      return { answer: await send(call.call), usedSource, glossaryIds: call.glossaryIds, refused: null };
    } catch (error) {
      if (!isGlossaError(error, 'validation')) throw error;
      return { answer: await fallback(), usedSource: null, glossaryIds: [], refused: error };
    }
  };
  if (sourceLang) {
    const only = callFor(sourceLang, true);
    return { answer: await send(only.call), usedSource: sourceLang, glossaryIds: only.glossaryIds, refused: null };
  }
  const plain = callFor(null, false);
  const guess = guessSourceLanguage(text, lastSource.get(target) ?? null);
  const guessed = guess ? callFor(guess.toUpperCase(), true) : null;
  if (guessed?.hasParts) return withFallback(guessed, guessed.call.sourceLang, () => send(plain.call));

  const answer = await send(plain.call);
  const detected = answer.translations[0]?.detectedSourceLanguage ?? '';
  // A guess with nothing to send for its pair was checked by the service's detection: the text goes again only
  // when the detected source has parts that the first request could not carry.
  const again = detected && baseLanguage(detected) !== guess ? callFor(detected, true) : null;
  if (!again?.hasParts) return { answer, usedSource: null, glossaryIds: [], refused: null };
  return withFallback(again, detected, () => Promise.resolve(answer));
}
