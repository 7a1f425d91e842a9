// Text translation for the Translate pane: paragraphs go as one request (the service keeps their order),
// with an explicit or detected source language, a glossary, formality, a style rule list and inline custom
// instructions. The client checks every rule (glossary needs an explicit source, glossary pair, formality,
// the style list's language, the instructions' limits) before anything is sent.
import type { TranslateTextCall, TranslateTextResult } from '../../shared/calls/translate';
import type { LanguageServicesClient } from '../api/client';

export interface TextToolConnection {
  client(): Promise<LanguageServicesClient>;
}

export class TextTranslation {
  /**
   * @param billed called after every translation the service answered (it was billed), wherever it was asked
   *   from: the Translate pane and the quick-translate popup alike; the usage meter reads usage again.
   */
  constructor(
    private readonly connection: TextToolConnection,
    private readonly billed: () => void = () => {},
  ) {}

  async translate(call: TranslateTextCall, signal?: AbortSignal): Promise<TranslateTextResult> {
    const client = await this.connection.client();
    const { translations } = await client.translate.text(
      {
        text: call.texts,
        target_lang: call.targetLang,
        ...(call.sourceLang ? { source_lang: call.sourceLang } : {}),
        ...(call.glossaryId ? { glossary_id: call.glossaryId } : {}),
        ...(call.formality ? { formality: call.formality } : {}),
        ...(call.styleId ? { style_id: call.styleId } : {}),
        ...(call.customInstructions && call.customInstructions.length > 0
          ? { custom_instructions: call.customInstructions }
          : {}),
      },
      signal ? { signal } : {},
    );
    this.billed();
    return {
      translations: translations.map((t) => ({ text: t.text, detectedSourceLanguage: t.detected_source_language })),
    };
  }
}
