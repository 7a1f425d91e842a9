// Text translation for the Translate pane and quick translate: paragraphs go as one request (the service keeps
// their order), with an explicit or detected source language, glossaries in priority order, formality, a style
// rule list, inline custom instructions, a translation memory and the service's other options (context,
// markup, model, sentence splitting, kept formatting, billed characters). The client checks every rule before
// anything is sent.
import type { MemoriesResult, TranslateTextCall, TranslateTextResult } from '../../shared/calls/translate';
import { glossaryFields, optionFields } from '../../shared/rules/translateOptionFields';
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
    // A client profile stands for the glossaries, the style rule list and the memory: they are not sent too.
    const profile = call.styleProfileId;
    const options = optionFields(call.options);
    if (profile) {
      delete options.translation_memory_id;
      delete options.translation_memory_threshold;
    }
    const { translations } = await client.translate.text(
      {
        text: call.texts,
        target_lang: call.targetLang,
        ...(call.sourceLang ? { source_lang: call.sourceLang } : {}),
        ...(profile ? { style_profile_id: profile } : glossaryFields(call.glossaryId, call.moreGlossaryIds)),
        ...(call.formality ? { formality: call.formality } : {}),
        ...(call.styleId && !profile ? { style_id: call.styleId } : {}),
        ...(call.customInstructions && call.customInstructions.length > 0
          ? { custom_instructions: call.customInstructions }
          : {}),
        ...options,
      },
      signal ? { signal } : {},
    );
    this.billed();
    return {
      translations: translations.map((t) => ({
        text: t.text,
        detectedSourceLanguage: t.detected_source_language,
        ...(t.billed_characters !== undefined ? { billedCharacters: t.billed_characters } : {}),
      })),
    };
  }

  /** The account's translation memories, for the pickers. */
  async memories(signal?: AbortSignal): Promise<MemoriesResult> {
    const client = await this.connection.client();
    const memories = await client.translationMemories.all(signal ? { signal } : {});
    return {
      memories: memories.map((memory) => ({
        memoryId: memory.translation_memory_id,
        name: memory.name,
        sourceLang: memory.source_language,
        targetLangs: memory.target_languages,
        segmentCount: memory.segment_count,
      })),
    };
  }
}
