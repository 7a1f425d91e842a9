// Which capture devices Glossa offers, from what RtAudio reports: microphones, and "system audio" (PulseAudio
// or PipeWire monitor sources on Linux; WASAPI loopback of output devices on Windows).

type CaptureDeviceKind = 'microphone' | 'systemAudio';

export interface RawDevice {
  id: number;
  name: string;
  inputChannels: number;
  outputChannels: number;
  preferredSampleRate: number;
  sampleRates: number[];
  isDefaultInput: boolean;
  isDefaultOutput: boolean;
}

export interface CaptureDevice {
  /** RtAudio's device id (stable while the device stays plugged in). */
  id: number;
  /** The device's own name (a monitor's without "Monitor of"); the window words it by kind ("System audio: …"). */
  label: string;
  kind: CaptureDeviceKind;
  /** Channels to capture (at most 2: the pipeline downmixes anyway). */
  channels: number;
  sampleRate: number;
  isDefault: boolean;
  /** Captured by opening an output device for input (WASAPI loopback). */
  loopback: boolean;
}

const MONITOR_PREFIX = /^Monitor of /i;

const bestRate = (device: RawDevice): number =>
  device.preferredSampleRate > 0
    ? device.preferredSampleRate
    : device.sampleRates.includes(48_000)
      ? 48_000
      : (device.sampleRates.at(-1) ?? 48_000);

export function captureDevicesFrom(api: string, raw: readonly RawDevice[]): CaptureDevice[] {
  const devices: CaptureDevice[] = [];
  const wasapi = /wasapi/i.test(api);
  for (const device of raw) {
    if (device.inputChannels > 0) {
      const monitor = MONITOR_PREFIX.test(device.name);
      devices.push({
        id: device.id,
        label: monitor ? device.name.replace(MONITOR_PREFIX, '') : device.name,
        kind: monitor ? 'systemAudio' : 'microphone',
        channels: Math.min(2, device.inputChannels),
        sampleRate: bestRate(device),
        isDefault: device.isDefaultInput,
        loopback: false,
      });
    } else if (wasapi && device.outputChannels > 0) {
      devices.push({
        id: device.id,
        label: device.name,
        kind: 'systemAudio',
        channels: Math.min(2, device.outputChannels),
        sampleRate: bestRate(device),
        isDefault: device.isDefaultOutput,
        loopback: true,
      });
    }
  }
  // Microphones first, the default first within each kind.
  return devices.sort((a, b) =>
    a.kind === b.kind ? Number(b.isDefault) - Number(a.isDefault) : a.kind === 'microphone' ? -1 : 1,
  );
}
