// The paged list of style rule lists, and the form that creates one (a name and one of the 8 languages).
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { STYLE_RULE_LANGUAGES } from '../../../shared/api/wireValues';
import type { ErrorData } from '../../../shared/errors';
import { STYLE_RULES_PAGE_SIZE, checkCreateStyleRuleList } from '../../../shared/rules/styleRules';
import { ErrorNotice } from '../../components/ErrorNotice';
import { useSay } from '../../i18n/uiMessages';
import { useFormats } from '../../i18n/useFormats';
import { mayHaveNextPage } from './styleRuleModel';
import { useStyleRules } from './styleRulesStore';
import { sizeForPlaceholder } from '../../components/fieldSize';

const PAGE_SIZES = [5, 10, STYLE_RULES_PAGE_SIZE.max];

export function StyleRuleListPanel() {
  const { lists, page, pageSize, selected, loadPage, select } = useStyleRules();
  const sizeId = useId();
  const { formatMessage } = useIntl();
  const formats = useFormats();
  return (
    <section className="card style-rule-list" aria-labelledby="style-rule-lists-heading">
      <h2 id="style-rule-lists-heading">
        <FormattedMessage id="styleRules.lists.heading" />
      </h2>
      <CreateListForm />
      {lists === null ? (
        <p className="muted">
          <FormattedMessage id="styleRules.lists.loading" />
        </p>
      ) : lists.length === 0 ? (
        <p className="muted">
          <FormattedMessage id={page === 0 ? 'styleRules.lists.none' : 'styleRules.lists.noMore'} />
        </p>
      ) : (
        <ul
          className="style-rule-items"
          aria-label={formatMessage({ id: 'styleRules.lists.label' }, { page: page + 1 })}
        >
          {lists.map((list) => (
            <li key={list.styleId}>
              <button
                type="button"
                className="style-rule-item"
                aria-current={selected?.styleId === list.styleId ? 'true' : undefined}
                onClick={() => void select(list.styleId)}
              >
                <span className="style-rule-item-name">{list.name}</span>
                <span className="muted">
                  <FormattedMessage
                    id="styleRules.lists.item"
                    values={{
                      language: formats.languageName(list.language, { standalone: true }),
                      version: list.version,
                    }}
                  />
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {/* Paging only once there are more lists than the smallest page holds. */}
      {lists !== null &&
        (page > 0 || mayHaveNextPage(lists.length, pageSize) || lists.length > Math.min(...PAGE_SIZES)) && (
          <nav className="pager" aria-label={formatMessage({ id: 'styleRules.pager.label' })}>
            <button type="button" onClick={() => void loadPage(page - 1)} disabled={page === 0}>
              <FormattedMessage id="styleRules.pager.previous" />
            </button>
            <span data-testid="style-rule-page">
              <FormattedMessage id="styleRules.pager.page" values={{ page: page + 1 }} />
            </span>
            <button
              type="button"
              onClick={() => void loadPage(page + 1)}
              disabled={!lists || !mayHaveNextPage(lists.length, pageSize)}
            >
              <FormattedMessage id="styleRules.pager.next" />
            </button>
            <label htmlFor={sizeId} className="pager-size">
              <FormattedMessage id="styleRules.pager.size" />
              <select id={sizeId} value={pageSize} onChange={(e) => void loadPage(0, Number(e.target.value))}>
                {PAGE_SIZES.map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </label>
          </nav>
        )}
    </section>
  );
}

function CreateListForm() {
  const formats = useFormats();
  const create = useStyleRules((s) => s.create);
  const busy = useStyleRules((s) => s.busy);
  const [name, setName] = useState('');
  const [language, setLanguage] = useState('');
  const [error, setError] = useState<ErrorData | null>(null);
  const ids = { name: useId(), language: useId() };
  const { formatMessage } = useIntl();
  const { say } = useSay();
  const issues = checkCreateStyleRuleList({ name, language });
  const nameIssue = issues.find((i) => i.field === 'name');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (issues.length > 0) return;
    const failed = await create(name.trim(), language);
    setError(failed);
    if (!failed) {
      setName('');
      setLanguage('');
    }
  };
  return (
    <form
      className="create-style-list"
      aria-label={formatMessage({ id: 'styleRules.create.form' })}
      onSubmit={(e) => void submit(e)}
    >
      <label htmlFor={ids.name}>
        <FormattedMessage id="styleRules.create.name" />
        <input
          id={ids.name}
          type="text"
          value={name}
          onChange={(e) => setName(e.target.value)}
          aria-invalid={name !== '' && !!nameIssue}
          placeholder={formatMessage({ id: 'styleRules.create.namePlaceholder' })}
          size={sizeForPlaceholder(formatMessage({ id: 'styleRules.create.namePlaceholder' }))}
        />
      </label>
      <label htmlFor={ids.language}>
        <FormattedMessage id="styleRules.create.language" />
        <select id={ids.language} value={language} onChange={(e) => setLanguage(e.target.value)}>
          <option value="">{formatMessage({ id: 'styleRules.create.choose' })}</option>
          {STYLE_RULE_LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {formats.languageName(code, { standalone: true })}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="primary" disabled={busy || issues.length > 0}>
        <FormattedMessage id="styleRules.create.submit" />
      </button>
      {name !== '' && nameIssue && (
        <span className="field-error">{nameIssue.uiMessage ? say(nameIssue.uiMessage) : nameIssue.message}</span>
      )}
      {error && <ErrorNotice error={error} title={formatMessage({ id: 'styleRules.create.error' })} />}
    </form>
  );
}
