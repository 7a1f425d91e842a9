// "Style rules" for a translation: the style rule lists whose language matches the target (Pro). On a Free
// account the picker is replaced by the reason; with no list for the target, it says so.
import { useEffect, useId } from 'react';
import { languageName } from '../../shared/rules/languages';
import { useStyleChoices } from './styleChoiceStore';

export function StyleRulePicker(props: { surface: string; targetLang: string | null }) {
  const { surface, targetLang } = props;
  const id = useId();
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
        Style rules: {choices.reason}
      </p>
    );
  }
  const lists = choices?.lists ?? [];
  const value = chosen && lists.some((l) => l.styleId === chosen) ? chosen : '';
  return (
    <label htmlFor={id} className="style-rule-picker">
      Style rules
      <select
        id={id}
        value={value}
        disabled={lists.length === 0}
        onChange={(e) => choose(surface, e.target.value || null)}
        aria-describedby={`${id}-why`}
      >
        <option value="">{lists.length === 0 ? 'None for this language' : 'No style rules'}</option>
        {lists.map((list) => (
          <option key={list.styleId} value={list.styleId}>
            {list.name}
          </option>
        ))}
      </select>
      <span id={`${id}-why`} className="visually-hidden">
        {error
          ? `Style rule lists could not be loaded: ${error.message}`
          : `Style rule lists for ${languageName(targetLang)}`}
      </span>
    </label>
  );
}
