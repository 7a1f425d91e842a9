// Capture devices for tests where no sound server runs: each "device" plays a WAV file at real time, as if it
// were being said into it, then goes on with silence like a live device; one can be unplugged (it leaves the
// list and delivers nothing more) and plugged in again.
import { readFile } from 'node:fs/promises';
import { decodeWav, type DecodedWav } from '../../../node/formats/audio/wavFile';
import type { AudioSource, CapturedAudio } from '../../audio/capture/audioSource';
import type { CaptureDevice } from '../../audio/capture/captureDevices';
import type { CaptureDevices } from '../../audio/capture/nativeCapture';

interface FakeDevice {
  device: CaptureDevice;
  wav: DecodedWav;
  plugged: boolean;
  /** The source capturing it, told when it is unplugged. */
  live: Set<() => void>;
}

export class FakeCapture implements CaptureDevices {
  private readonly fakes: FakeDevice[] = [];
  /** When the files started playing (epoch ms): every device plays from the same moment, as in a call. */
  private playingSince: number | undefined;

  /** A device that hears the WAV at `path` (starting when the first source starts). */
  async add(label: string, kind: CaptureDevice['kind'], path: string): Promise<CaptureDevice> {
    const wav = decodeWav(new Uint8Array(await readFile(path)));
    const device: CaptureDevice = {
      id: this.fakes.length + 1,
      label,
      kind,
      channels: wav.channels,
      sampleRate: wav.sampleRate,
      isDefault: this.fakes.every((f) => f.device.kind !== kind),
      loopback: false,
    };
    this.fakes.push({ device, wav, plugged: true, live: new Set() });
    return device;
  }

  unplug(label: string): void {
    const fake = this.fakes.find((f) => f.device.label === label)!;
    fake.plugged = false;
    for (const stop of fake.live) stop();
  }

  plug(label: string): void {
    this.fakes.find((f) => f.device.label === label)!.plugged = true;
  }

  async listDevices(): Promise<CaptureDevice[]> {
    return this.fakes.filter((f) => f.plugged).map((f) => f.device);
  }

  source(device: CaptureDevice): AudioSource {
    const fake = this.fakes.find((f) => f.device.id === device.id)!;
    let timer: ReturnType<typeof setInterval> | undefined;
    const stop = () => {
      clearInterval(timer);
      timer = undefined;
      fake.live.delete(stop);
    };
    return {
      label: device.label,
      sampleRate: fake.wav.sampleRate,
      channels: fake.wav.channels,
      start: async (onAudio: (audio: CapturedAudio) => void) => {
        if (!fake.plugged) throw new Error(`${device.label} is not connected.`);
        this.playingSince ??= Date.now();
        const perMs = (fake.wav.sampleRate * fake.wav.channels) / 1000;
        // A device plugged in later hears the file from where the call is now.
        let position = Math.floor(((Date.now() - this.playingSince) * perMs) / fake.wav.channels) * fake.wav.channels;
        fake.live.add(stop);
        timer = setInterval(() => {
          const due = Math.floor(((Date.now() - this.playingSince!) * perMs) / fake.wav.channels) * fake.wav.channels;
          if (due <= position) return;
          const samples = new Float32Array(due - position);
          if (position < fake.wav.samples.length)
            samples.set(fake.wav.samples.subarray(position, Math.min(due, fake.wav.samples.length)));
          position = due;
          onAudio({ samples, capturedAt: Date.now() });
        }, 20);
      },
      stop: async () => stop(),
    };
  }

  async close(): Promise<void> {
    for (const fake of this.fakes) for (const stop of fake.live) stop();
  }
}
