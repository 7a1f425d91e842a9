// The first thing a newcomer sees while no account is set: what Glossa does, and the two ways to begin (add
// an API key, or explore the offline demo, which needs nothing). Any section in the sidebar leaves it too.
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../shared/i18n/catalogue';
import { useNavigation } from './navigationStore';
import './welcome.css';

const WHAT: readonly (readonly [MessageId, MessageId])[] = [
  ['welcome.what.documents.title', 'welcome.what.documents.text'],
  ['welcome.what.text.title', 'welcome.what.text.text'],
  ['welcome.what.terms.title', 'welcome.what.terms.text'],
  ['welcome.what.captions.title', 'welcome.what.captions.text'],
];

export function WelcomeView() {
  const open = useNavigation((s) => s.open);
  return (
    <div className="page welcome-page">
      <header className="welcome-header">
        <h1>
          <FormattedMessage id="welcome.title" />
        </h1>
        <p className="muted">
          <FormattedMessage id="welcome.subtitle" />
        </p>
      </header>
      <div className="welcome-choices">
        <section className="card welcome-choice" aria-labelledby="welcome-key">
          <h2 id="welcome-key">
            <FormattedMessage id="welcome.account.heading" />
          </h2>
          <p>
            <FormattedMessage id="welcome.account.text" />
          </p>
          <button type="button" className="primary" onClick={() => open('settings', 'api-key')}>
            <FormattedMessage id="welcome.account.action" />
          </button>
        </section>
        <section className="card welcome-choice" aria-labelledby="welcome-demo">
          <h2 id="welcome-demo">
            <FormattedMessage id="welcome.demo.heading" />
          </h2>
          <p>
            <FormattedMessage id="welcome.demo.text" />
          </p>
          <button type="button" onClick={() => void useNavigation.getState().exploreDemo()}>
            <FormattedMessage id="welcome.demo.action" />
          </button>
        </section>
      </div>
      <ul className="welcome-what">
        {WHAT.map(([title, text]) => (
          <li key={title}>
            <strong>
              <FormattedMessage id={title} />
            </strong>
            <span className="muted">
              <FormattedMessage id={text} />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
