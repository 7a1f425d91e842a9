import { describe, expect, it } from 'vitest';
import { sayIn } from '../i18n/testing/sayIn';
import {
  checkSourceChunk,
  checkVoiceSessionRequest,
  chunkDurationMs,
  effectiveTargetLanguages,
  exceedsRealTime,
  isMediaLanguage,
  meetingRequestFields,
  targetsServedByGlossary,
  pcmFormat,
  VOICE_STREAM_LIMITS,
} from './voice';

const fields = (issues: { field: string }[]) => issues.map((i) => i.field);
const PCM16 = 'audio/pcm;encoding=s16le;rate=16000';
const valid = { source_media_content_type: PCM16 };

describe('voice session request', () => {
  it('source_media_content_type is the only required field', () => {
    expect(checkVoiceSessionRequest(valid)).toEqual([]);
    expect(fields(checkVoiceSessionRequest({}))).toEqual(['source_media_content_type']);
  });

  it('the source content type is one of the listed formats; PCM needs encoding and rate', () => {
    for (const type of [
      'audio/auto',
      'audio/ogg;codecs=opus',
      'audio/pcm;encoding=ulaw;rate=8000',
      'audio/x-matroska;codecs=mp3',
    ]) {
      expect(checkVoiceSessionRequest({ source_media_content_type: type })).toEqual([]);
    }
    expect(checkVoiceSessionRequest({ source_media_content_type: 'Audio/PCM; encoding=s16le; rate=48000' })).toEqual(
      [],
    );
    expect(fields(checkVoiceSessionRequest({ source_media_content_type: 'audio/pcm' }))).toEqual([
      'source_media_content_type',
    ]);
    expect(
      fields(checkVoiceSessionRequest({ source_media_content_type: 'audio/pcm;encoding=s16le;rate=22050' })),
    ).toEqual(['source_media_content_type']);
    expect(fields(checkVoiceSessionRequest({ source_media_content_type: 'audio/wav' }))).toEqual([
      'source_media_content_type',
    ]);
  });

  it('the source language may be empty, otherwise one of the voice sources', () => {
    expect(checkVoiceSessionRequest({ ...valid, source_language: '' })).toEqual([]);
    expect(checkVoiceSessionRequest({ ...valid, source_language: 'GA' })).toEqual([]);
    expect(fields(checkVoiceSessionRequest({ ...valid, source_language: 'en-GB' }))).toEqual(['source_language']);
  });

  it('source_language_mode is auto or fixed, and fixed needs a source language', () => {
    expect(checkVoiceSessionRequest({ ...valid, source_language_mode: 'auto' })).toEqual([]);
    expect(checkVoiceSessionRequest({ ...valid, source_language: 'de', source_language_mode: 'fixed' })).toEqual([]);
    expect(fields(checkVoiceSessionRequest({ ...valid, source_language_mode: 'fixed' }))).toEqual(['source_language']);
    expect(fields(checkVoiceSessionRequest({ ...valid, source_language_mode: 'manual' }))).toEqual([
      'source_language_mode',
    ]);
  });

  it('at most 5 target languages, each a voice target', () => {
    expect(checkVoiceSessionRequest({ ...valid, target_languages: ['de', 'fr', 'en-GB', 'zh-HANT', 'tl'] })).toEqual(
      [],
    );
    expect(
      fields(checkVoiceSessionRequest({ ...valid, target_languages: ['de', 'fr', 'it', 'es', 'nl', 'pl'] })),
    ).toEqual(['target_languages']);
    expect(fields(checkVoiceSessionRequest({ ...valid, target_languages: ['de', 'es-419'] }))).toEqual([
      'target_languages.1',
    ]);
  });

  it('at most 5 target media languages, each from the media list', () => {
    expect(
      checkVoiceSessionRequest({ ...valid, target_media_languages: ['de', 'en-US', 'zh-HANS', 'ar', 'sv'] }),
    ).toEqual([]);
    expect(
      fields(checkVoiceSessionRequest({ ...valid, target_media_languages: ['de', 'fr', 'it', 'es', 'nl', 'pl'] })),
    ).toEqual(['target_media_languages']);
    expect(fields(checkVoiceSessionRequest({ ...valid, target_media_languages: ['et'] }))).toEqual([
      'target_media_languages.0',
    ]);
    expect(isMediaLanguage('et')).toBe(false);
    expect(isMediaLanguage('PT-br')).toBe(true);
  });

  it('media languages are added to the target languages', () => {
    expect(effectiveTargetLanguages({ target_languages: ['de', 'FR'], target_media_languages: ['fr', 'ja'] })).toEqual([
      'de',
      'fr',
      'ja',
    ]);
    expect(effectiveTargetLanguages({ target_media_languages: ['en-us'] })).toEqual(['en-US']);
  });

  it('formality is default, formal, more, informal or less', () => {
    for (const formality of ['default', 'formal', 'more', 'informal', 'less']) {
      expect(checkVoiceSessionRequest({ ...valid, formality })).toEqual([]);
    }
    expect(fields(checkVoiceSessionRequest({ ...valid, formality: 'prefer_more' }))).toEqual(['formality']);
  });

  it('message_format is json or msgpack', () => {
    expect(checkVoiceSessionRequest({ ...valid, message_format: 'msgpack' })).toEqual([]);
    expect(fields(checkVoiceSessionRequest({ ...valid, message_format: 'xml' }))).toEqual(['message_format']);
  });

  it('target_media_content_type is one of the target audio formats and target_media_voice is male or female', () => {
    const media = { ...valid, target_media_languages: ['de'] };
    expect(
      checkVoiceSessionRequest({
        ...media,
        target_media_content_type: 'video/mp2t;codecs=aac',
        target_media_voice: 'female',
      }),
    ).toEqual([]);
    expect(
      checkVoiceSessionRequest({ ...media, target_media_content_type: 'audio/pcm;encoding=s16le;rate=24000' }),
    ).toEqual([]);
    expect(fields(checkVoiceSessionRequest({ ...media, target_media_content_type: 'audio/mpeg' }))).toEqual([
      'target_media_content_type',
    ]);
    expect(fields(checkVoiceSessionRequest({ ...media, target_media_voice: 'robot' }))).toEqual(['target_media_voice']);
  });
});

describe('PCM formats', () => {
  it('s16le has 2 bytes per sample; a-law and mu-law have 1', () => {
    expect(pcmFormat(PCM16)).toEqual({ encoding: 's16le', sampleRate: 16000, bytesPerSample: 2 });
    expect(pcmFormat('audio/pcm;encoding=alaw;rate=8000')).toEqual({
      encoding: 'alaw',
      sampleRate: 8000,
      bytesPerSample: 1,
    });
    expect(pcmFormat('audio/pcm;encoding=ulaw;rate=8000')).toEqual({
      encoding: 'ulaw',
      sampleRate: 8000,
      bytesPerSample: 1,
    });
  });

  it('compressed formats and PCM without encoding or rate are not PCM layouts', () => {
    expect(pcmFormat('audio/webm;codecs=opus')).toBeNull();
    expect(pcmFormat('audio/pcm;rate=16000')).toBeNull();
    expect(pcmFormat('audio/pcm;encoding=s16le')).toBeNull();
  });

  it('the duration of a PCM chunk follows from its size', () => {
    expect(chunkDurationMs(PCM16, 32_000)).toBe(1000);
    expect(chunkDurationMs('audio/pcm;encoding=ulaw;rate=8000', 800)).toBe(100);
    expect(chunkDurationMs('audio/ogg', 800)).toBeNull();
  });
});

describe('stream limits', () => {
  it('a chunk is at most 100 KB', () => {
    expect(checkSourceChunk('audio/ogg;codecs=opus', 100_000)).toEqual([]);
    expect(fields(checkSourceChunk('audio/ogg;codecs=opus', 100_001))).toEqual(['source_media_chunk.data']);
  });

  it('a chunk holds at most 1 s of audio', () => {
    expect(checkSourceChunk(PCM16, 32_000)).toEqual([]);
    expect(fields(checkSourceChunk(PCM16, 32_002))).toEqual(['source_media_chunk.data']);
    // 48 kHz s16le: 1 s is 96,000 bytes, under the 100 KB limit
    expect(fields(checkSourceChunk('audio/pcm;encoding=s16le;rate=48000', 96_002))).toEqual([
      'source_media_chunk.data',
    ]);
  });

  it('a PCM chunk holds whole frames: a multiple of 2 bytes for s16le mono', () => {
    expect(fields(checkSourceChunk(PCM16, 3201))).toEqual(['source_media_chunk.data']);
    expect(checkSourceChunk('audio/pcm;encoding=alaw;rate=8000', 801)).toEqual([]);
  });

  it('audio is sent at no more than 2x real time', () => {
    expect(VOICE_STREAM_LIMITS.maxRealTimeFactor).toBe(2);
    expect(exceedsRealTime(2000, 1000)).toBe(false);
    expect(exceedsRealTime(2001, 1000)).toBe(true);
  });
});

describe('a meeting’s settings in the session request', () => {
  it('sends the glossary, a chosen formality and the spoken language’s mode, and each passes the request rules', () => {
    const fields = meetingRequestFields({ glossaryId: 'g-1', formality: 'formal', sourceLanguageMode: 'fixed' }, 'en');
    expect(fields).toEqual({ glossary_id: 'g-1', formality: 'formal', source_language_mode: 'fixed' });
    expect(checkVoiceSessionRequest({ ...valid, source_language: 'en', ...fields })).toEqual([]);
  });

  it('leaves out what is not chosen, and the mode when no spoken language is chosen (fixed would be refused)', () => {
    expect(meetingRequestFields({ glossaryId: null, formality: 'default', sourceLanguageMode: 'fixed' }, null)).toEqual(
      {},
    );
    expect(meetingRequestFields({ glossaryId: null, formality: 'informal', sourceLanguageMode: 'auto' }, 'de')).toEqual(
      { formality: 'informal', source_language_mode: 'auto' },
    );
  });
});

describe('the targets a meeting’s glossary serves', () => {
  const dictionaries = [
    { sourceLang: 'en', targetLang: 'de' },
    { sourceLang: 'EN', targetLang: 'en' },
    { sourceLang: 'de', targetLang: 'fr' },
  ];
  it('a target is served by a dictionary from the spoken language to its base language', () => {
    expect(targetsServedByGlossary(dictionaries, 'en-US', ['de', 'fr', 'en-GB'])).toEqual({
      served: ['de', 'en-GB'],
      unserved: ['fr'],
    });
    expect(targetsServedByGlossary(dictionaries, 'de', ['fr', 'de'])).toEqual({ served: ['fr'], unserved: ['de'] });
  });
  it('with no spoken language chosen, a dictionary from any language counts', () => {
    expect(targetsServedByGlossary(dictionaries, null, ['fr', 'ja'])).toEqual({ served: ['fr'], unserved: ['ja'] });
  });
});

describe("a voice request's problems are said in the user's language", () => {
  it('too many target languages, in German and Japanese, with the counts in them', async () => {
    const codes = ['DE', 'FR', 'ES', 'IT', 'NL', 'PL'];
    const [issue] = checkVoiceSessionRequest({ ...valid, target_languages: codes });
    expect(await sayIn('de', issue?.uiMessage)).toBe('Wählen Sie höchstens 5 Zielsprachen; gewählt sind 6.');
    expect(await sayIn('ja', issue?.uiMessage)).toBe('訳文言語は最大 5 件まで選べます。6 件選ばれています。');
  });
  it('an oversized chunk, in French, its numbers written the French way', async () => {
    const [issue] = checkSourceChunk('audio/ogg;codecs=opus', 100_002);
    expect(await sayIn('fr', issue?.uiMessage)).toBe(
      'Un bloc audio peut contenir au plus 100\u202f000 octets\u00a0; celui-ci en a 100\u202f002.',
    );
  });
  it('every problem of a request carries a message of the catalogue', () => {
    const issues = checkVoiceSessionRequest({
      source_media_content_type: 'audio/x-unknown',
      source_language_mode: 'fixed',
      target_languages: 'DE',
      target_media_languages: ['XX'],
      target_media_content_type: 'video/mp4',
      target_media_voice: 'robot',
      formality: 'casual',
      message_format: 'xml',
      glossary_id: 7,
    });
    expect(issues.length).toBeGreaterThan(7);
    for (const issue of issues) expect(issue.uiMessage?.id).toMatch(/^voice\.rule\./);
  });
});
