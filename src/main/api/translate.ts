// Text translation (POST /v2/translate): every parameter of the published description. Glossaries (one or
// several, each waited for until ready), a style rule list and a translation memory are read first, so their
// languages can be checked (and one deleted elsewhere named) before the text leaves the machine.
import {
  type TranslateTextRequest,
  TranslateTextRequestSchema,
  type TranslateTextResponse,
  TranslateTextResponseSchema,
} from '../../shared/api/translate';
import type { PlanName } from '../../shared/rules/plans';
import { checkGlossaryPair, checkStyleUse, checkTranslateTextRequest } from '../../shared/rules/translate';
import { checkMemoryUse, checkTranslateOptions } from '../../shared/rules/translateOptions';
import { parseRequest, refuseIfInvalid, refuseUnlessPro } from './checks';
import type { GlossariesApi } from './glossaries';
import { glossaryListIssues } from './glossaryList';
import type { StyleProfilesApi } from './styleProfiles';
import type { StyleRulesApi } from './styleRules';
import type { TranslationMemoriesApi } from './translationMemories';
import type { CallOptions, Transport } from './transport';

export class TranslateApi {
  constructor(
    private readonly transport: Transport,
    private readonly glossaries: GlossariesApi,
    private readonly styleRules: StyleRulesApi,
    private readonly memories: TranslationMemoriesApi,
    private readonly plan: PlanName,
    private readonly profiles?: StyleProfilesApi,
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
    if (request.translation_memory_id) refuseUnlessPro('translation_memories', this.plan);
    const glossary = request.glossary_id ? await this.glossaries.whenReady(request.glossary_id, options) : undefined;
    const style = request.style_id ? await this.styleRules.get(request.style_id, options) : undefined;
    // The request's own rules ran above; what is left is what only the glossary and the style list can tell.
    refuseIfInvalid(
      glossary ? checkGlossaryPair(glossary.dictionaries, request.source_lang ?? '', request.target_lang) : [],
      style ? checkStyleUse(request.style_id, request.target_lang, style.language) : [],
    );
    refuseIfInvalid(await glossaryListIssues(this.glossaries, 'translate_text', request, options));
    if (request.translation_memory_id) {
      const memory = await this.memories.find(request.translation_memory_id, options);
      refuseIfInvalid(checkMemoryUse(memory, request.source_lang, request.target_lang));
    }
    // A client profile deleted elsewhere is named before the text leaves.
    if (request.style_profile_id && this.profiles) await this.profiles.get(request.style_profile_id, options);
    const body = parseRequest(TranslateTextRequestSchema, request);
    return this.transport.json('POST', '/v2/translate', {
      body,
      schema: TranslateTextResponseSchema,
      signal: options.signal,
    });
  }
}
