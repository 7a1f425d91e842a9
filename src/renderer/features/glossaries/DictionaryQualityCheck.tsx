// The quality check of the open dictionary: each entry (source and target phrase) a segment, the first 500
// entries in the order shown (as many as one check takes), so a filtered or sorted view checks what it shows.
import { useIntl } from 'react-intl';
import { QUALITY_MAX_SEGMENTS } from '../../../shared/rules/qualityEvaluation';
import { QualityCheckPanel } from '../qualityCheck/QualityCheckPanel';
import { entrySegments } from '../qualityCheck/qualityCheckModel';
import { useDictionaryEditor } from './dictionaryEditorStore';

export function DictionaryQualityCheck() {
  const { ref, model, view } = useDictionaryEditor();
  const { formatMessage } = useIntl();
  if (!ref) return null;
  const { segments, more } = entrySegments(model.rows, view, QUALITY_MAX_SEGMENTS);
  return (
    <QualityCheckPanel
      subject={
        more
          ? formatMessage(
              { id: 'glossaries.quality.subjectFirst' },
              { count: segments.length, max: QUALITY_MAX_SEGMENTS },
            )
          : formatMessage({ id: 'glossaries.quality.subjectAll' })
      }
      sourceLang={ref.sourceLang}
      targetLang={ref.targetLang}
      segments={segments}
      {...(segments.length === 0 ? { unavailable: formatMessage({ id: 'glossaries.quality.noEntries' }) } : {})}
    />
  );
}
