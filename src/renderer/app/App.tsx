import { Suspense, useEffect, useReducer, useRef, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { sections } from './sections';
import { useNavigation } from './navigationStore';
import { effectiveTheme, useAppearance } from '../features/settings/appearanceStore';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { DemoBadge } from '../features/settings/DemoBadge';
import { useAccounts } from '../features/settings/accountsStore';
import { WelcomeView } from './WelcomeView';
import { ShellConnectionBanner } from '../components/ShellConnectionBanner';
import { DataFolderBanner } from '../components/DataFolderBanner';

/** The app's name, the same in every language. */
const PRODUCT_NAME = 'Glossa';

export function App() {
  const chosen = useNavigation((s) => s.active);
  const active = chosen ?? sections[0]!.id;
  // No account yet and no section chosen: the welcome screen, instead of dropping a newcomer into Documents.
  // Chosen once ("Explore the offline demo"), the demo is where Glossa opens from then on.
  const demoExplored = useNavigation((s) => s.demoExplored);
  const noAccount = useAccounts((s) => s.state !== null && s.state.accounts.length === 0);
  const welcome = chosen === null && noAccount && demoExplored === false;
  // Until the accounts are known, no section is shown (so a newcomer does not see Documents flash first).
  const deciding =
    useAccounts((s) => chosen === null && s.state === null && s.loadError === null) ||
    (chosen === null && noAccount && demoExplored === null);
  const setActive = useNavigation((s) => s.open);
  const theme = useAppearance(effectiveTheme);
  const { formatMessage } = useIntl();
  const navRef = useRef<HTMLUListElement>(null);
  const mainRef = useRef<HTMLElement>(null);

  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);

  // Ctrl/Cmd+1..9 jumps to a section from anywhere.
  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey) return;
      const index = Number(e.key) - 1;
      const section = sections[index];
      if (Number.isInteger(index) && section) {
        e.preventDefault();
        setActive(section.id);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [setActive]);

  // Arrow keys move between sections in the sidebar (roving focus).
  const onNavKey = (e: KeyboardEvent<HTMLUListElement>) => {
    const buttons = [...(navRef.current?.querySelectorAll('button') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const to =
      e.key === 'ArrowDown'
        ? at + 1
        : e.key === 'ArrowUp'
          ? at - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? buttons.length - 1
              : null;
    if (to === null || at === -1) return;
    e.preventDefault();
    buttons[(to + buttons.length) % buttons.length]?.focus();
  };

  const current = sections.find((s) => s.id === active) ?? sections[0]!;
  // Each section opens at its top, not at the scroll position the previous one was left at.
  useEffect(() => {
    if (mainRef.current) mainRef.current.scrollTop = 0;
  }, [current.id]);
  // A section still loading shows its "Loading …" line; the window renders again once its code is in.
  const [, codeArrived] = useReducer((n: number) => n + 1, 0);
  const waiting = !welcome && !deciding && !current.loaded();
  useEffect(() => {
    if (waiting) void current.whenLoaded().then(codeArrived);
  }, [waiting, current]);
  const View = welcome ? WelcomeView : current.view;
  return (
    <div className="app">
      <a className="skip-link" href="#main" onClick={(e) => (e.preventDefault(), mainRef.current?.focus())}>
        <FormattedMessage id="app.skipToContent" />
      </a>
      <nav className="sidebar" aria-label={formatMessage({ id: 'app.sectionsLabel' })}>
        <div className="brand" aria-hidden="true">
          <span className="brand-mark">{PRODUCT_NAME[0]}</span> {PRODUCT_NAME}
        </div>
        <ul ref={navRef} onKeyDown={onNavKey}>
          {sections.map((section, i) => (
            <li key={section.id}>
              <button
                type="button"
                className="nav-item"
                data-section={section.id}
                aria-current={!welcome && section.id === current.id ? 'page' : undefined}
                tabIndex={section.id === current.id ? 0 : -1}
                onClick={() => setActive(section.id)}
                onPointerEnter={section.preload}
                onFocus={section.preload}
                title={formatMessage(
                  { id: 'app.sectionShortcut' },
                  { section: formatMessage({ id: section.label }), number: i + 1 },
                )}
              >
                <span className="nav-icon" aria-hidden="true">
                  {section.icon}
                </span>
                {/* Holds the room of its bold (current) form, so the sidebar keeps its width from section to section. */}
                <span className="nav-label" data-bold={formatMessage({ id: section.label })}>
                  <FormattedMessage id={section.label} />
                </span>
              </button>
            </li>
          ))}
        </ul>
        <div className="sidebar-footer">
          <DemoBadge onOpenSettings={() => setActive('settings')} />
        </div>
      </nav>
      <main
        id="main"
        ref={mainRef}
        tabIndex={-1}
        className="content"
        aria-label={formatMessage({ id: welcome ? 'app.welcomeLabel' : current.label })}
      >
        <ShellConnectionBanner />
        <DataFolderBanner />
        {!deciding && (
          <ErrorBoundary key={welcome ? 'welcome' : current.id}>
            <Suspense
              fallback={
                <p className="muted section-loading">
                  <FormattedMessage
                    id="app.loadingSection"
                    values={{ section: formatMessage({ id: current.label }) }}
                  />
                </p>
              }
            >
              <View />
              {!waiting && <SectionShown id={welcome ? 'welcome' : current.id} />}
            </Suspense>
          </ErrorBoundary>
        )}
      </main>
    </div>
  );
}

/**
 * Marks the moment a section's code has loaded and its first render is on screen with its handlers attached
 * (`glossa:section-shown:<id>` in the Performance timeline); the start-up bench reads the first one.
 */
function SectionShown({ id }: { id: string }) {
  useEffect(() => {
    performance.mark(`glossa:section-shown:${id}`);
  }, [id]);
  return null;
}
