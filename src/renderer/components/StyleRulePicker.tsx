// "Style rules" for a translation: the style rule lists whose language matches the target (Pro). On a Free
// account the picker is replaced by the reason; with no list for the target, it says so.
import { useEffect, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFormats } from '../i18n/useFormats';
import { useSay } from '../i18n/uiMessages';
import { useStyleChoices } from './styleChoiceStore';

export function StyleRulePicker(props: { surface: string; targetLang: string | null }) {
  const { surface, targetLang } = props;
  const id = useId();
  const { formatMessage } = useIntl();
  const { say, sayError } = useSay();
  const formats = useFormats();
  const choices = useStyleChoices((s) => (targetLang ? s.byTarget[targetLang] : undefined));
  const error = useStyleChoices((s) => (targetLang ? s.errors[targetLang] : undefined));
  const chosen = useStyleChoices((s) => s.chosen[surface] ?? null);
  const load = useStyleChoices((s) => s.load);
  const choose = useStyleChoices((s) => s.choose);
  useEffect(() => {
    if (targetLang) void load(targetLang);
  }, [targetLang, load]);

  if (!targetLang) return null;
  if (choices && !choices.available) {
    return (
      <p className="muted style-rule-note" data-testid={`${surface}-style-unavailable`}>
        <FormattedMessage
          id="styleRulePicker.unavailable"
          values={{ reason: choices.reasonSays ? say(choices.reasonSays) : (choices.reason ?? '') }}
        />
      </p>
    );
  }
  const lists = choices?.lists ?? [];
  const value = chosen && lists.some((l) => l.styleId === chosen) ? chosen : '';
  return (
    <label htmlFor={id} className="style-rule-picker">
      <FormattedMessage id="styleRulePicker.label" />
      <select
        id={id}
        value={value}
        disabled={lists.length === 0}
        onChange={(e) => choose(surface, e.target.value || null)}
        aria-describedby={`${id}-why`}
      >
        <option value="">
          {formatMessage({ id: lists.length === 0 ? 'styleRulePicker.noneForLanguage' : 'styleRulePicker.none' })}
        </option>
        {lists.map((list) => (
          <option key={list.styleId} value={list.styleId}>
            {list.name}
          </option>
        ))}
      </select>
      <span id={`${id}-why`} className="visually-hidden">
        {error
          ? formatMessage({ id: 'styleRulePicker.unreadable' }, { reason: sayError(error).message })
          : formatMessage({ id: 'styleRulePicker.forLanguage' }, { language: formats.languageName(targetLang) })}
      </span>
    </label>
  );
}
