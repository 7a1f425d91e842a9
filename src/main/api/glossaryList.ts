// Several glossaries in one request (text or document, `glossary_ids` in priority order): each is there (one
// deleted elsewhere is named by its place, `glossary_ids.N`, so the window can clear it), ready, and has a
// dictionary for the request's pair.
import { NotFoundError, fieldIssue, type FieldIssue } from '../../shared/errors';
import { checkGlossaryUse, type TranslationProduct } from '../../shared/rules/translate';
import type { GlossariesApi } from './glossaries';
import type { CallOptions } from './transport';

export async function glossaryListIssues(
  glossaries: GlossariesApi,
  product: TranslationProduct,
  request: { glossary_ids?: readonly string[] | undefined; source_lang?: string | undefined; target_lang: string },
  options: CallOptions,
): Promise<FieldIssue[]> {
  const issues: FieldIssue[] = [];
  const ids = request.glossary_ids ?? [];
  for (const [index, id] of ids.entries()) {
    const glossary = await glossaries.whenReady(id, options).catch((error: unknown) => {
      if (!(error instanceof NotFoundError)) throw error;
      throw new NotFoundError({
        says: { id: 'glossaries.error.chosenGone', values: { position: index + 1, count: ids.length } },
        saysNextStep: { id: 'glossaries.error.chosenGone.nextStep' },
        fields: [fieldIssue(`glossary_ids.${index}`, { id: 'glossaries.error.chosenGone.field' })],
      });
    });
    const found = checkGlossaryUse(product, { ...request, glossary_id: id }, glossary.dictionaries);
    issues.push(
      ...found.map((issue) => ({
        field: issue.field === 'glossary_id' ? `glossary_ids.${index}` : issue.field,
        message: issue.field === 'glossary_id' ? `${glossary.name}: ${issue.message}` : issue.message,
      })),
    );
  }
  return issues;
}
