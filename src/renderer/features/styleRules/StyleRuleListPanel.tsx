// The paged list of style rule lists, and the form that creates one (a name and one of the 8 languages).
import { useId, useState, type FormEvent } from 'react';
import { STYLE_RULE_LANGUAGES } from '../../../shared/api/wireValues';
import type { ErrorData } from '../../../shared/errors';
import { languageName } from '../../../shared/rules/languages';
import { STYLE_RULES_PAGE_SIZE, checkCreateStyleRuleList } from '../../../shared/rules/styleRules';
import { ErrorNotice } from '../../components/ErrorNotice';
import { mayHaveNextPage } from './styleRuleModel';
import { useStyleRules } from './styleRulesStore';

const PAGE_SIZES = [5, 10, STYLE_RULES_PAGE_SIZE.max];

export function StyleRuleListPanel() {
  const { lists, page, pageSize, selected, loadPage, select } = useStyleRules();
  const sizeId = useId();
  return (
    <section className="card style-rule-list" aria-labelledby="style-rule-lists-heading">
      <h2 id="style-rule-lists-heading">Lists</h2>
      <CreateListForm />
      {lists === null ? (
        <p className="muted">Loading…</p>
      ) : lists.length === 0 ? (
        <p className="muted">{page === 0 ? 'No style rule lists yet.' : 'No more lists on this page.'}</p>
      ) : (
        <ul className="style-rule-items" aria-label={`Style rule lists, page ${page + 1}`}>
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
                  {languageName(list.language)} · version {list.version}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {/* Paging only once there are more lists than the smallest page holds. */}
      {lists !== null &&
        (page > 0 || mayHaveNextPage(lists.length, pageSize) || lists.length > Math.min(...PAGE_SIZES)) && (
          <nav className="pager" aria-label="Pages of style rule lists">
            <button type="button" onClick={() => void loadPage(page - 1)} disabled={page === 0}>
              Previous
            </button>
            <span data-testid="style-rule-page">Page {page + 1}</span>
            <button
              type="button"
              onClick={() => void loadPage(page + 1)}
              disabled={!lists || !mayHaveNextPage(lists.length, pageSize)}
            >
              Next
            </button>
            <label htmlFor={sizeId} className="pager-size">
              Per page
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
  const create = useStyleRules((s) => s.create);
  const busy = useStyleRules((s) => s.busy);
  const [name, setName] = useState('');
  const [language, setLanguage] = useState('');
  const [error, setError] = useState<ErrorData | null>(null);
  const ids = { name: useId(), language: useId() };
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
    <form className="create-style-list" aria-label="New style rule list" onSubmit={(e) => void submit(e)}>
      <label htmlFor={ids.name}>
        Name
        <input
          id={ids.name}
          type="text"
          value={name}
          onChange={(e) => setName(e.target.value)}
          aria-invalid={name !== '' && !!nameIssue}
          placeholder="e.g. House style (English)"
        />
      </label>
      <label htmlFor={ids.language}>
        Language
        <select id={ids.language} value={language} onChange={(e) => setLanguage(e.target.value)}>
          <option value="">Choose…</option>
          {STYLE_RULE_LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {languageName(code)}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="primary" disabled={busy || issues.length > 0}>
        Create list
      </button>
      {name !== '' && nameIssue && <span className="field-error">{nameIssue.message}</span>}
      {error && <ErrorNotice error={error} title="The list was not created." />}
    </form>
  );
}
