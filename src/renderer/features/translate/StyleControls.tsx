// Translate's style controls: a style rule list for the target language (Pro) and inline custom
// instructions, one per line (where the target takes them). Kept apart from the rest of the Translate view;
// the store sends what is chosen here.
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  checkInlineInstructions,
  takesCustomInstructions,
  TRANSLATE_INSTRUCTIONS_MAX,
} from '../../../shared/rules/translateOptions';
import { useFormats } from '../../i18n/useFormats';
import { useSay } from '../../i18n/uiMessages';
import { StyleRulePicker } from '../../components/StyleRulePicker';
import { instructionLines, useStyleChoices } from '../../components/styleChoiceStore';

export function StyleControls({ targetLang }: { targetLang: string | null }) {
  const id = useId();
  const { formatMessage } = useIntl();
  const formats = useFormats();
  const { say } = useSay();
  const text = useStyleChoices((s) => s.instructions);
  const setInstructions = useStyleChoices((s) => s.setInstructions);
  const lines = instructionLines(text);
  const takes = targetLang !== null && takesCustomInstructions(targetLang);
  const issues = takes ? checkInlineInstructions(lines, targetLang) : [];
  return (
    <div className="style-controls" data-testid="style-controls">
      <StyleRulePicker surface="translate" targetLang={targetLang} />
      {takes ? (
        <label htmlFor={id} className="inline-instructions">
          <FormattedMessage id="translate.instructions.label" />{' '}
          <span className="muted">
            <FormattedMessage id="translate.instructions.hint" values={{ max: TRANSLATE_INSTRUCTIONS_MAX }} />
          </span>
          <textarea
            dir="auto"
            id={id}
            rows={2}
            value={text}
            onChange={(e) => setInstructions(e.target.value)}
            placeholder={formatMessage({ id: 'translate.instructions.placeholder' })}
            aria-invalid={issues.length > 0}
          />
          {issues.map((issue) => (
            <span key={issue.field + issue.message} className="field-error">
              {issue.uiMessage ? say(issue.uiMessage) : issue.message}
            </span>
          ))}
        </label>
      ) : (
        targetLang && (
          <p className="muted style-rule-note" data-testid="instructions-unavailable">
            <FormattedMessage
              id="translate.instructions.unavailable"
              values={{ language: formats.languageName(targetLang) }}
            />
          </p>
        )
      )}
    </div>
  );
}
