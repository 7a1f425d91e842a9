import { describe, expect, it } from 'vitest';
import { captureDevicesFrom, type RawDevice } from './captureDevices';

const device = (over: Partial<RawDevice>): RawDevice => ({
  id: 1,
  name: 'Device',
  inputChannels: 0,
  outputChannels: 0,
  preferredSampleRate: 48_000,
  sampleRates: [16_000, 48_000],
  isDefaultInput: false,
  isDefaultOutput: false,
  ...over,
});

describe('captureDevicesFrom', () => {
  it('offers PulseAudio monitor sources as system audio and other inputs as microphones, microphones first', () => {
    const devices = captureDevicesFrom('Pulse', [
      device({ id: 129, name: 'Null Output', outputChannels: 2 }),
      device({ id: 130, name: 'Monitor of Null Output', inputChannels: 2, isDefaultInput: true }),
      device({ id: 131, name: 'USB Headset Mono', inputChannels: 1 }),
    ]);
    expect(devices).toEqual([
      {
        id: 131,
        label: 'USB Headset Mono',
        kind: 'microphone',
        channels: 1,
        sampleRate: 48_000,
        isDefault: false,
        loopback: false,
      },
      {
        id: 130,
        label: 'Null Output',
        kind: 'systemAudio',
        channels: 2,
        sampleRate: 48_000,
        isDefault: true,
        loopback: false,
      },
    ]);
  });

  it('on WASAPI offers output devices as system audio through loopback', () => {
    const devices = captureDevicesFrom('WASAPI', [
      device({ id: 5, name: 'Speakers (Realtek)', outputChannels: 8, isDefaultOutput: true }),
    ]);
    expect(devices).toEqual([
      {
        id: 5,
        label: 'Speakers (Realtek)',
        kind: 'systemAudio',
        channels: 2,
        sampleRate: 48_000,
        isDefault: true,
        loopback: true,
      },
    ]);
  });

  it('never offers an output device elsewhere, and captures at most two channels', () => {
    const devices = captureDevicesFrom('ALSA', [
      device({ id: 1, outputChannels: 2 }),
      device({
        id: 2,
        name: 'Interface',
        inputChannels: 18,
        preferredSampleRate: 0,
        sampleRates: [44_100, 48_000, 96_000],
      }),
    ]);
    expect(devices.map((d) => [d.id, d.channels, d.sampleRate])).toEqual([[2, 2, 48_000]]);
  });
});
