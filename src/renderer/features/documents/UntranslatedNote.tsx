// What a finished document's file holds that nobody translates (the data behind its charts, embedded objects),
// named on its row: main found it when it counted the file. Speaks from the catalogue.
import { FormattedMessage, useIntl } from 'react-intl';
import type { JobView } from '../../../shared/calls/documents';

/** At most this many embedded objects are named; the rest are counted. */
const NAMED_OBJECTS = 3;

export function UntranslatedNote({ parts }: { parts: NonNullable<JobView['untranslated']> }) {
  const { formatList } = useIntl();
  const named = parts.objects.slice(0, NAMED_OBJECTS);
  return (
    <span className="doc-job-untranslated" data-testid="job-untranslated">
      {parts.charts > 0 && (
        <span>
          <FormattedMessage id="documents.job.untranslatedCharts" values={{ count: parts.charts }} />
        </span>
      )}
      {parts.objects.length > 0 && (
        <span>
          <FormattedMessage
            id="documents.job.untranslatedObjects"
            values={{
              count: parts.objects.length,
              names: formatList(named, { type: 'conjunction', style: 'narrow' }),
              more: parts.objects.length - named.length,
            }}
          />
        </span>
      )}
    </span>
  );
}
