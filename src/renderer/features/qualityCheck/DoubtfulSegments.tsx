// The doubtful segments of a quality check, each with its title, its words marked in the source and the
// translation, and its issues worst first with the service's explanation. Shared by the quality check panel
// (Translate, a glossary dictionary) and a document's check (Documents).
import { FormattedMessage, useIntl } from 'react-intl';
import type { QualityIssue } from '../../../shared/calls/qualityCheck';
import type { MessageId } from '../../../shared/i18n/catalogue';
import { markSpans } from './qualityCheckModel';

/** The service's severities, as the panel names them (another one shows as the service sends it). */
const SEVERITY_MESSAGES: Record<string, MessageId> = {
  Critical: 'qualityCheck.severity.critical',
  Major: 'qualityCheck.severity.major',
  Minor: 'qualityCheck.severity.minor',
};

/** The published categories of an issue (type, then sub-type), named in the window's language; another one shows as
 * the service sends it. */
const ISSUE_TYPES: Record<string, MessageId> = {
  Accuracy: 'qualityCheck.issue.type.accuracy',
  Fluency: 'qualityCheck.issue.type.fluency',
  Style: 'qualityCheck.issue.type.style',
  Miscellaneous: 'qualityCheck.issue.type.miscellaneous',
};
const ISSUE_SUBTYPES: Record<string, MessageId> = {
  Addition: 'qualityCheck.issue.subType.addition',
  Omission: 'qualityCheck.issue.subType.omission',
  Mistranslation: 'qualityCheck.issue.subType.mistranslation',
  'Over-translation': 'qualityCheck.issue.subType.overTranslation',
  'Under-translation': 'qualityCheck.issue.subType.underTranslation',
  'Untranslated text': 'qualityCheck.issue.subType.untranslatedText',
  Punctuation: 'qualityCheck.issue.subType.punctuation',
  Spelling: 'qualityCheck.issue.subType.spelling',
  Grammar: 'qualityCheck.issue.subType.grammar',
  'Grammatical register': 'qualityCheck.issue.subType.grammaticalRegister',
  Inconsistency: 'qualityCheck.issue.subType.inconsistency',
  'Character encoding': 'qualityCheck.issue.subType.characterEncoding',
  Awkward: 'qualityCheck.issue.subType.awkward',
  'Inconsistent style': 'qualityCheck.issue.subType.inconsistentStyle',
};

export interface DoubtfulItem {
  key: string;
  /** "Segment 3 of 12", "Segment 3 (ID intro)": in the language shown. */
  title: string;
  source: string;
  target: string;
  /** Worst first. */
  issues: QualityIssue[];
}

export function DoubtfulSegments({ items }: { items: DoubtfulItem[] }) {
  const { formatMessage } = useIntl();
  const named = (names: Record<string, MessageId>, value: string) => {
    const id = names[value];
    return id ? formatMessage({ id }) : value;
  };
  return (
    <ol className="quality-segments" aria-label={formatMessage({ id: 'qualityCheck.doubtful' })}>
      {items.map((segment) => (
        <li key={segment.key} className="quality-segment">
          <p className="quality-segment-title">{segment.title}</p>
          <div className="quality-pair">
            <Marked
              label={formatMessage({ id: 'qualityCheck.source' })}
              text={segment.source}
              spans={segment.issues.flatMap((i) => i.sourceSpans)}
            />
            <Marked
              label={formatMessage({ id: 'qualityCheck.translation' })}
              text={segment.target}
              spans={segment.issues.flatMap((i) => i.targetSpans)}
            />
          </div>
          <ul className="quality-issues">
            {segment.issues.map((issue, i) => (
              <li key={i}>
                <span className={`quality-severity quality-${issue.severity.toLowerCase()}`}>
                  {SEVERITY_MESSAGES[issue.severity] ? (
                    <FormattedMessage id={SEVERITY_MESSAGES[issue.severity]!} />
                  ) : (
                    issue.severity
                  )}
                </span>{' '}
                {/* The category is named from the catalogue; the explanation is the service's own words. */}
                <strong>
                  {formatMessage(
                    { id: 'qualityCheck.issue.category' },
                    { type: named(ISSUE_TYPES, issue.type), subType: named(ISSUE_SUBTYPES, issue.subType) },
                  )}
                </strong>{' '}
                <span data-user-text>{issue.explanation}</span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

function Marked(props: { label: string; text: string; spans: { start: number; end: number }[] }) {
  return (
    <p className="quality-text">
      <span className="quality-text-label">{props.label}</span>
      {markSpans(props.text, props.spans).map((part, i) =>
        part.marked ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>,
      )}
    </p>
  );
}
