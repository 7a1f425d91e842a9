// The billing preview (`shared/rules/documentBilling.ts`) in sentences a translator reads before confirming a batch,
// in the language shown: the files billed at least the minimum, then those billed by their characters. A long list
// names its first three files and counts the rest, joined as the language lists things.
import type { IntlShape } from 'react-intl';
import { BILLING_MINIMUM_CHARACTERS } from '../../../shared/rules/documents';
import type { BillingPreview } from '../../../shared/rules/documentBilling';

const NAMED_FILES = 3;

function fileList(intl: IntlShape, names: readonly string[]): string {
  if (names.length <= NAMED_FILES) return intl.formatList(names);
  const more = intl.formatMessage({ id: 'documents.billing.more' }, { count: names.length - NAMED_FILES });
  return intl.formatList([...names.slice(0, NAMED_FILES), more]);
}

/** The preview's sentences (none when no file is billed a minimum). */
export function billingLines(intl: IntlShape, preview: BillingPreview): string[] {
  if (preview.minimumFiles.length === 0) return [];
  const lines = [
    intl.formatMessage(
      { id: 'documents.billing.minimum' },
      {
        files: fileList(intl, preview.minimumFiles),
        count: preview.minimumFiles.length,
        minimum: BILLING_MINIMUM_CHARACTERS,
        languages: preview.targetCount,
        least: preview.leastCharacters,
      },
    ),
  ];
  if (preview.byContentFiles.length > 0)
    lines.push(
      intl.formatMessage(
        { id: 'documents.billing.byContent' },
        { files: fileList(intl, preview.byContentFiles), count: preview.byContentFiles.length },
      ),
    );
  return lines;
}
