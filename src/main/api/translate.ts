// Text translation (POST /v2/translate), as far as the spec covers it: glossary use and formality. With a
// glossary, its metadata is read first (waiting until it is ready) so the pair can be checked before the
// text leaves the machine.
import { type TranslateTextRequest, TranslateTextRequestSchema, type TranslateTextResponse, TranslateTextResponseSchema } from '../../shared/api/translate';
import { checkTranslateTextRequest } from '../../shared/rules/translate';
import { parseRequest, refuseIfInvalid } from './checks';
import type { GlossariesApi } from './glossaries';
import type { CallOptions, Transport } from './transport';

export class TranslateApi {
  constructor(
    private readonly transport: Transport,
    private readonly glossaries: GlossariesApi,
  ) {}

  /** POST /v2/translate: always a POST with a JSON body (GET and query parameters are refused). */
  async text(request: TranslateTextRequest, options: CallOptions = {}): Promise<TranslateTextResponse> {
    refuseIfInvalid(checkTranslateTextRequest(request));
    if (request.glossary_id) {
      const glossary = await this.glossaries.whenReady(request.glossary_id, options);
      refuseIfInvalid(checkTranslateTextRequest(request, glossary.dictionaries));
    }
    const body = parseRequest(TranslateTextRequestSchema, request);
    return this.transport.json('POST', '/v2/translate', { body, schema: TranslateTextResponseSchema, signal: options.signal });
  }
}
