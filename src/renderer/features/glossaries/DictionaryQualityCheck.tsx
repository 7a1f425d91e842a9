// The quality check of the open dictionary: each entry (source and target phrase) a segment, the first 500
// entries in the order shown (as many as one check takes), so a filtered or sorted view checks what it shows.
import { QUALITY_MAX_SEGMENTS } from '../../../shared/rules/qualityEvaluation';
import { QualityCheckPanel } from '../qualityCheck/QualityCheckPanel';
import { entrySegments } from '../qualityCheck/qualityCheckModel';
import { useDictionaryEditor } from './dictionaryEditorStore';

export function DictionaryQualityCheck() {
  const { ref, model, view } = useDictionaryEditor();
  if (!ref) return null;
  const { segments, more } = entrySegments(model.rows, view, QUALITY_MAX_SEGMENTS);
  return (
    <QualityCheckPanel
      subject={
        more
          ? `the first ${segments.length} entries shown (one check takes ${QUALITY_MAX_SEGMENTS})`
          : 'each entry shown'
      }
      sourceLang={ref.sourceLang}
      targetLang={ref.targetLang}
      segments={segments}
      {...(segments.length === 0 ? { unavailable: 'Add entries with both phrases to check their quality.' } : {})}
    />
  );
}
