// Text translation (POST /v2/translate): glossary use, formality, a style rule list and inline custom
// instructions. A glossary's metadata (waiting until it is ready) and a style rule list are read first, so
// the pair and the language can be checked before the text leaves the machine.
import {
  type TranslateTextRequest,
  TranslateTextRequestSchema,
  type TranslateTextResponse,
  TranslateTextResponseSchema,
} from '../../shared/api/translate';
import { checkTranslateTextRequest } from '../../shared/rules/translate';
import { checkTranslateOptions } from '../../shared/rules/translateOptions';
import { parseRequest, refuseIfInvalid } from './checks';
import type { GlossariesApi } from './glossaries';
import type { StyleRulesApi } from './styleRules';
import type { CallOptions, Transport } from './transport';

export class TranslateApi {
  constructor(
    private readonly transport: Transport,
    private readonly glossaries: GlossariesApi,
    private readonly styleRules: StyleRulesApi,
  ) {}

  /**
   * POST /v2/translate: always a POST with a JSON body (GET and query parameters are refused). A style rule
   * list (Pro) is read first, so a list for another language is refused before the text leaves.
   */
  async text(request: TranslateTextRequest, options: CallOptions = {}): Promise<TranslateTextResponse> {
    const languageIssues = checkTranslateTextRequest(request);
    refuseIfInvalid(
      languageIssues,
      checkTranslateOptions(request, languageIssues.length === 0 ? request.target_lang : undefined),
    );
    const glossary = request.glossary_id ? await this.glossaries.whenReady(request.glossary_id, options) : undefined;
    const style = request.style_id ? await this.styleRules.get(request.style_id, options) : undefined;
    if (glossary || style) refuseIfInvalid(checkTranslateTextRequest(request, glossary?.dictionaries, style?.language));
    const body = parseRequest(TranslateTextRequestSchema, request);
    return this.transport.json('POST', '/v2/translate', {
      body,
      schema: TranslateTextResponseSchema,
      signal: options.signal,
    });
  }
}
