// Text improvement (Pro only) for the Write pane. The request arrives in its wire shape, so the window
// measured the same 10 KiB body that is sent; the client checks every write rule again before sending, the
// Pro-only rule included (api/write.ts, with the connection's plan).
import type { CorrectCall, WriteCall, WriteResult } from '../../shared/calls/write';
import type { WriteResponse } from '../../shared/api/write';
import type { TextToolConnection } from './textTranslation';

export class TextImprovement {
  /** @param billed called after every improvement the service answered (the usage meter reads usage again). */
  constructor(
    private readonly connection: TextToolConnection,
    private readonly billed: () => void = () => {},
  ) {}

  async improve(call: WriteCall, signal?: AbortSignal): Promise<WriteResult> {
    const client = await this.connection.client();
    return this.result(await client.write.rephrase(call, signal ? { signal } : {}));
  }

  /** Spelling and grammar only: the same answer, so the pane shows it with the same diff and undo. */
  async correct(call: CorrectCall, signal?: AbortSignal): Promise<WriteResult> {
    const client = await this.connection.client();
    return this.result(await client.write.correct(call, signal ? { signal } : {}));
  }

  private result({ improvements }: WriteResponse): WriteResult {
    this.billed();
    return {
      improvements: improvements.map((i) => ({
        text: i.text,
        detectedSourceLanguage: i.detected_source_language,
        ...(i.target_language ? { targetLanguage: i.target_language } : {}),
      })),
    };
  }
}
