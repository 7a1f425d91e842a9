// The first thing a newcomer sees while no account is set: what Glossa does, and the two ways to begin (add
// an API key, or explore the offline demo, which needs nothing). Any section in the sidebar leaves it too.
import { useNavigation } from './navigationStore';
import './welcome.css';

const WHAT = [
  ['Documents', 'Drop Word, PowerPoint, Excel, PDF and other files; the translations are saved beside them.'],
  ['Translate and Write', 'Translate text as you type, or polish a text in its own language.'],
  ['Glossaries and style rules', 'Keep your terms and house style, and use them in every translation.'],
  ['Live captions', 'Read a meeting in up to five languages while it happens.'],
] as const;

export function WelcomeView() {
  const open = useNavigation((s) => s.open);
  return (
    <div className="page welcome-page">
      <header className="welcome-header">
        <h1>Welcome to Glossa</h1>
        <p className="muted">
          A desktop client of the Language Services API for translators and for people in meetings.
        </p>
      </header>
      <div className="welcome-choices">
        <section className="card welcome-choice" aria-labelledby="welcome-key">
          <h2 id="welcome-key">Use your account</h2>
          <p>
            Paste the API key of your Free or Pro account. Glossa checks it with the service and keeps it in the system
            keychain.
          </p>
          <button type="button" className="primary" onClick={() => open('settings', 'api-key')}>
            Add your API key
          </button>
        </section>
        <section className="card welcome-choice" aria-labelledby="welcome-demo">
          <h2 id="welcome-demo">Try it first</h2>
          <p>
            Everything works offline against a built-in simulator of the service. Its translations are simulated, and
            nothing is billed.
          </p>
          <button type="button" onClick={() => void useNavigation.getState().exploreDemo()}>
            Explore the offline demo
          </button>
        </section>
      </div>
      <ul className="welcome-what">
        {WHAT.map(([title, text]) => (
          <li key={title}>
            <strong>{title}</strong> <span className="muted">{text}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
