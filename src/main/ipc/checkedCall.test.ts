// Main's own calls (the tray's) are checked by the contract as a window's are: a request that does not fit is
// refused with the fields named before any handler runs, and a fitting one arrives parsed, with its defaults.
import { describe, expect, it } from 'vitest';
import { contract, type AreaHandlers, type CallRequest } from '../../shared/contract';
import { isGlossaError } from '../../shared/errors';
import { checkedArea } from './checkedCall';

function voiceArea() {
  const received: CallRequest<'voice', 'start'>[] = [];
  const handlers = {
    start: async (request: CallRequest<'voice', 'start'>) => {
      received.push(request);
      return { extra: 'dropped by the answer schema', ...idleState() };
    },
  } satisfies Partial<AreaHandlers<'voice'>>;
  return { received, checked: checkedArea(contract.voice, handlers) };
}

const idleState = () => ({
  status: 'idle' as const,
  sessionId: null,
  sourceLabel: null,
  sourceLang: null,
  detectedLang: null,
  sides: [],
  targetLangs: [],
  transcripts: {},
  latencyMs: null,
  droppedMs: 0,
  reconnects: 0,
  error: null,
});

describe('a checked call', () => {
  it('refuses a request the contract refuses, naming the field, and never runs the handler', async () => {
    const { received, checked } = voiceArea();
    const six = ['de', 'fr', 'es', 'it', 'nl', 'pl'];
    const error = await checked.start({ deviceId: 1, sourceLang: null, targetLangs: six }).catch((e: unknown) => e);
    expect(isGlossaError(error, 'validation')).toBe(true);
    expect((error as { fields: { field: string }[] }).fields.map((f) => f.field)).toEqual(['targetLangs']);
    expect(received).toEqual([]);
  });

  it('hands the handler the parsed request with the defaults filled in, and parses the answer', async () => {
    const { received, checked } = voiceArea();
    const answer = await checked.start({ deviceId: 3, sourceLang: 'en', targetLangs: ['de'] });
    expect(received).toEqual([
      {
        deviceId: 3,
        filePath: null,
        sourceLang: 'en',
        targetLangs: ['de'],
        speechLangs: [],
        messageFormat: 'msgpack',
        speechContentType: 'audio/pcm;encoding=s16le;rate=16000',
        speechVoice: null,
        call: null,
        meeting: { glossaryId: null, formality: 'default', sourceLanguageMode: 'auto', spokenTermsId: null },
      },
    ]);
    expect(answer).not.toHaveProperty('extra');
  });
});
