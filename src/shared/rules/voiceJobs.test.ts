import { describe, expect, it } from 'vitest';
import {
  checkCreateVoiceJob,
  checkRecording,
  MAX_RECORDING_BYTES,
  recordingContentType,
  voiceJobResultName,
} from './voiceJobs';

describe('a recording before upload', () => {
  it('is sent with the content type the description lists for its extension', () => {
    expect(recordingContentType('Team call.WAV')).toBe('audio/wav');
    expect(recordingContentType('a.mp3')).toBe('audio/mpeg');
    expect(recordingContentType('a.m4a')).toBe('audio/mp4');
    expect(recordingContentType('a.ogg')).toBe('audio/ogg');
    expect(recordingContentType('a.webm')).toBe('audio/webm');
    expect(recordingContentType('a.flac')).toBe('audio/flac');
    expect(recordingContentType('a.aiff')).toBeUndefined();
    expect(recordingContentType('wav')).toBeUndefined();
  });
  it('is refused in another format, empty, or over 1 GB, naming the limit', () => {
    expect(checkRecording({ name: 'a.wav', size: 10 })).toEqual([]);
    expect(checkRecording({ name: 'a.wav', size: MAX_RECORDING_BYTES })).toEqual([]);
    expect(checkRecording({ name: 'notes.aiff', size: 10 })[0]?.message).toMatch(/WAV, MP3, M4A, OGG, WebM or FLAC/);
    expect(checkRecording({ name: 'a.wav', size: 0 })[0]?.message).toMatch(/empty/);
    expect(checkRecording({ name: 'a.wav', size: MAX_RECORDING_BYTES + 1 })[0]?.message).toMatch(
      /1,073\.7 MB; the service takes recordings of at most 1 GB \(1,073,741,824 bytes\)/,
    );
  });
});

describe('the results beside a recording', () => {
  it('take the language and the kind as extension', () => {
    expect(voiceJobResultName('Team call.m4a', 'DE', 'subtitles')).toBe('Team call.de.srt');
    expect(voiceJobResultName('call.wav', 'fr', 'audio')).toBe('call.fr.wav');
    expect(voiceJobResultName('call', 'es', 'text')).toBe('call.es.txt');
  });
});

describe('the create request as the service checks it', () => {
  const good = {
    source_file: { name: 'a.wav', content_type: 'audio/wav', content_length: 10 },
    targets: [{ language: 'de', type: 'text/plain' }],
  };
  it('takes a listed type, a size within 1 GB and listed targets', () => {
    expect(checkCreateVoiceJob(good)).toEqual([]);
  });
  it('names each field it refuses', () => {
    const fields = checkCreateVoiceJob({
      source_file: { name: '', content_type: 'audio/aiff', content_length: 0 },
      targets: [{ language: 'xx', type: 'video/mp4' }],
    }).map((i) => i.field);
    expect(fields).toEqual([
      'source_file/name',
      'source_file/content_type',
      'source_file/content_length',
      'targets/0/language',
      'targets/0/type',
    ]);
    expect(checkCreateVoiceJob({ ...good, targets: [] })[0]?.field).toBe('targets');
  });
});
