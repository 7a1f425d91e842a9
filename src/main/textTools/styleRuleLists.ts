// Style rule lists (Pro only) for the Style rules screen: a page of the list, one list in detail, and each
// change the service offers (single instructions edited and deleted too), and the lists a translation into
// a language may use. Every change answers with the list as the service now holds it (with its new version).
import type { CustomInstruction, StyleRuleList } from '../../shared/api/styleRules';
import type {
  CustomInstructionView,
  StyleChoices,
  StyleRuleListView,
  StyleRulePage,
} from '../../shared/calls/styleRules';
import { coversVariant } from '../../shared/rules/languages';
import { proOnlyMessage } from '../../shared/rules/plans';
import { englishText } from '../../shared/i18n/english';
import { NotFoundError, isGlossaError } from '../../shared/errors';
import type { CallRequest, Contract } from '../../shared/contract';
import type { TextToolConnection } from './textTranslation';

const instructionView = (c: CustomInstruction): CustomInstructionView => ({
  id: c.id,
  label: c.label,
  prompt: c.prompt,
  ...(c.source_language ? { sourceLanguage: c.source_language } : {}),
});

const styleRuleListView = (list: StyleRuleList): StyleRuleListView => ({
  styleId: list.style_id,
  name: list.name,
  language: list.language,
  version: list.version,
  creationTime: list.creation_time,
  updatedTime: list.updated_time,
  ...(list.configured_rules ? { configuredRules: list.configured_rules } : {}),
  ...(list.custom_instructions ? { customInstructions: list.custom_instructions.map(instructionView) } : {}),
});

type Options = { signal?: AbortSignal };
/** The contract's request of a `styleRules` call, as the window sent it. */
type Request<M extends keyof Contract['styleRules']> = CallRequest<'styleRules', M>;
const callOptions = (signal?: AbortSignal) => (signal ? { signal } : {});

export class StyleRuleLists {
  constructor(private readonly connection: TextToolConnection) {}

  /** The connection's client; it refuses every style rule call on a Free plan before sending (api/styleRules.ts). */
  private client() {
    return this.connection.client();
  }

  async page({ page, pageSize }: Request<'page'>, { signal }: Options = {}): Promise<StyleRulePage> {
    const lists = await (await this.client()).styleRules.list({ page, page_size: pageSize }, callOptions(signal));
    return { styleRules: lists.map(styleRuleListView), page, pageSize };
  }

  async get({ styleId }: Request<'get'>, { signal }: Options = {}): Promise<StyleRuleListView> {
    return styleRuleListView(await (await this.client()).styleRules.get(styleId, callOptions(signal)));
  }

  async create({ name, language }: Request<'create'>, { signal }: Options = {}): Promise<StyleRuleListView> {
    return styleRuleListView(await (await this.client()).styleRules.create({ name, language }, callOptions(signal)));
  }

  async rename({ styleId, name }: Request<'rename'>, { signal }: Options = {}): Promise<StyleRuleListView> {
    return styleRuleListView(await (await this.client()).styleRules.rename(styleId, name, callOptions(signal)));
  }

  async replaceConfiguredRules(
    { styleId, configuredRules }: Request<'replaceConfiguredRules'>,
    { signal }: Options = {},
  ): Promise<StyleRuleListView> {
    return styleRuleListView(
      await (await this.client()).styleRules.replaceConfiguredRules(styleId, configuredRules, callOptions(signal)),
    );
  }

  async addCustomInstruction(
    { styleId, ...instruction }: Request<'addCustomInstruction'>,
    { signal }: Options = {},
  ): Promise<StyleRuleListView> {
    const body = {
      label: instruction.label,
      prompt: instruction.prompt,
      ...(instruction.sourceLanguage ? { source_language: instruction.sourceLanguage } : {}),
    };
    return styleRuleListView(
      await (await this.client()).styleRules.addCustomInstruction(styleId, body, callOptions(signal)),
    );
  }

  async replaceCustomInstruction(
    { styleId, instructionId, ...instruction }: Request<'replaceCustomInstruction'>,
    { signal }: Options = {},
  ): Promise<StyleRuleListView> {
    const body = {
      label: instruction.label,
      prompt: instruction.prompt,
      ...(instruction.sourceLanguage ? { source_language: instruction.sourceLanguage } : {}),
    };
    return styleRuleListView(
      await (
        await this.client()
      ).styleRules.replaceCustomInstruction(styleId, instructionId, body, callOptions(signal)),
    );
  }

  async deleteCustomInstruction(
    { styleId, instructionId }: Request<'deleteCustomInstruction'>,
    { signal }: Options = {},
  ): Promise<StyleRuleListView> {
    return styleRuleListView(
      await (await this.client()).styleRules.deleteCustomInstruction(styleId, instructionId, callOptions(signal)),
    );
  }

  /**
   * One instruction as the service now holds it (GET of the single instruction), opened to edit it. A service
   * without that route (the spec does not show it) answers "not found" for the path: the list, read again,
   * then holds it. An instruction in neither was deleted elsewhere: said as such.
   */
  async getCustomInstruction(
    { styleId, instructionId }: Request<'getCustomInstruction'>,
    { signal }: Options = {},
  ): Promise<CustomInstructionView> {
    const client = await this.client();
    try {
      return instructionView(await client.styleRules.getCustomInstruction(styleId, instructionId, callOptions(signal)));
    } catch (error) {
      if (!isGlossaError(error, 'notFound')) throw error;
      const list = await client.styleRules.get(styleId, callOptions(signal));
      const kept = list.custom_instructions?.find((instruction) => instruction.id === instructionId);
      if (kept) return instructionView(kept);
      throw new NotFoundError({
        says: { id: 'styleRules.instructions.goneElsewhere' },
        saysNextStep: { id: 'styleRules.instructions.goneElsewhereNext' },
      });
    }
  }

  /**
   * The lists a translation into `targetLang` may use: those of its language (a list for `en` serves
   * `en-GB`). On a Free account none, with the reason, so the picker can say why it is hidden.
   */
  async forTarget({ targetLang }: Request<'forTarget'>, { signal }: Options = {}): Promise<StyleChoices> {
    const client = await this.connection.client();
    const reason = proOnlyMessage('style_rules', client.plan);
    if (reason) return { available: false, reason: englishText(reason), reasonSays: reason, lists: [] };
    const lists: StyleChoices['lists'] = [];
    for await (const list of client.styleRules.all({}, callOptions(signal))) {
      if (coversVariant(list.language, targetLang))
        lists.push({ styleId: list.style_id, name: list.name, language: list.language });
    }
    return { available: true, lists };
  }

  async delete({ styleId }: Request<'delete'>, { signal }: Options = {}): Promise<{ deleted: true }> {
    await (await this.client()).styleRules.delete(styleId, callOptions(signal));
    return { deleted: true };
  }
}
