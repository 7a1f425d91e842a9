// What the dictionary editor reports beside the grid: the size against the 10 MB limit, the last save (what was
// sent and what the read-back found) and the list's notices (a reversed pair, an error of a list action).
import { useSay } from '../../i18n/uiMessages';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { GLOSSARY_LIMITS } from '../../../shared/rules/glossaryEntries';
import { useDictionaryEditor } from './dictionaryEditorStore';
import { useGlossaryList } from './glossaryListStore';

export function SizeMeter({ bytes }: { bytes: number }) {
  const limit = GLOSSARY_LIMITS.dictionaryBytes;
  const intl = useIntl();
  return (
    <span className="size-meter">
      <meter
        min={0}
        max={limit}
        low={limit * 0.8}
        high={limit * 0.95}
        optimum={0}
        value={bytes}
        aria-label={intl.formatMessage({ id: 'glossaries.editor.sizeLabel' })}
      />
      <span
        className={bytes > limit ? 'field-error' : 'muted'}
        title={intl.formatMessage({ id: 'glossaries.editor.sizeBytes' }, { bytes })}
      >
        <FormattedMessage id="glossaries.editor.sizeOf" values={{ size: sizeText(intl, bytes) }} />
      </span>
    </span>
  );
}

/** Rounded down, so a dictionary shows 10.00 MB only once it is at or over the limit. */
function sizeText(intl: IntlShape, bytes: number): string {
  if (bytes < 1000) return intl.formatMessage({ id: 'glossaries.editor.sizeBytes' }, { bytes });
  const [value, unit, digits] =
    bytes < 1_000_000
      ? [Math.floor(bytes / 100) / 10, 'kilobyte', 1]
      : [Math.floor(bytes / 10_000) / 100, 'megabyte', 2];
  return intl.formatNumber(value, {
    style: 'unit',
    unit,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

export function SaveReport() {
  const result = useDictionaryEditor((s) => s.lastSave)!;
  const { formatMessage } = useIntl();
  const what =
    result.method === 'none'
      ? formatMessage({ id: 'glossaries.save.none' })
      : result.method === 'PATCH'
        ? formatMessage(
            { id: 'glossaries.save.patch' },
            { count: result.sentEntries, added: result.added, changed: result.changed },
          )
        : formatMessage({ id: 'glossaries.save.whole' }, { deleted: result.deleted, count: result.sentEntries });
  return (
    <div className={`notice ${result.confirmed ? 'notice-ok' : 'notice-warn'}`} role="status" data-testid="save-report">
      <FormattedMessage id="glossaries.save.report" values={{ what }} />{' '}
      <FormattedMessage id={result.confirmed ? 'glossaries.save.confirmed' : 'glossaries.save.differs'} />
    </div>
  );
}

export function ListNotice() {
  const notice = useGlossaryList((s) => s.notice);
  const { say, sayError } = useSay();
  if (!notice) return null;
  return (
    <div
      className={`notice notice-${notice.kind === 'ok' ? 'ok' : 'error'}`}
      role={notice.kind === 'ok' ? 'status' : 'alert'}
    >
      {notice.kind === 'ok'
        ? say(notice.text)
        : `${sayError(notice.error).message} ${sayError(notice.error).nextStep ?? ''}`}
    </div>
  );
}
