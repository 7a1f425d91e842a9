// Settings > Translate anywhere (the global shortcuts, tray, start at login, and what works on this desktop)
// and Settings > History (on or off, and how much it keeps). Their own component, with their own calls.
import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId, UiMessage } from '../../../shared/i18n/catalogue';
import type { SelectionWay } from '../../../shared/calls/quickTranslate';
import { HISTORY_LIMITS, type HistoryPreferences, type QuickTranslatePreferences } from '../../../shared/settings';
import { asShortcutPlatform, shortcutIssues, shortcutPairIssues } from '../../../shared/rules/shortcuts';
import { acceleratorFromWords, shortcutInWords } from '../../../shared/rules/shortcutWords';
import { readHistoryLimit } from '../../../shared/rules/historyLimits';
import { ErrorNotice } from '../../components/ErrorNotice';
import { useSay } from '../../i18n/uiMessages';
import { useAppearance } from './appearanceStore';
import { useAnywhere } from './anywhereStore';
import { acceleratorOf } from './shortcutCapture';

export function AnywhereSettings() {
  const load = useAnywhere((s) => s.load);
  useEffect(() => void load(), [load]);
  return (
    <>
      <QuickTranslateCard />
      <HistoryCard />
    </>
  );
}

function ShortcutField(props: {
  label: string;
  value: string;
  platform: ReturnType<typeof asShortcutPlatform>;
  /** Why main could not register it (the desktop refused it). */
  problem: UiMessage | null;
  /** A problem of the pair (the same keys as the other shortcut). */
  clash?: string | undefined;
  onChange(value: string): void;
}) {
  const id = useId();
  const { say } = useSay();
  // What the user is typing by hand, shown as typed; otherwise the keys in the UI language's words.
  const [typed, setTyped] = useState<string | null>(null);
  const own = shortcutIssues(props.value, props.platform);
  const issues = own.length > 0 || !props.clash ? own : [{ field: 'shortcut', message: props.clash }];
  const issueText = (issue: { message: string; uiMessage?: UiMessage | undefined }) =>
    issue.uiMessage ? say(issue.uiMessage) : issue.message;
  const inWords = shortcutInWords(props.value, props.platform, say);
  // The hint names the keys only while what is typed reads differently (Strg+Umschalt+Alt+K is read as
  // Strg+Alt+Umschalt+K); otherwise the field itself shows them.
  const readBack = issues.length === 0 && typed !== null && typed.trim() !== inWords;
  return (
    <div className="shortcut-field">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        type="text"
        value={typed ?? inWords}
        aria-describedby={issues[0] ? `${id}-keys ${id}-issue` : `${id}-keys`}
        aria-invalid={issues.length > 0}
        onChange={(e) => {
          setTyped(e.target.value);
          props.onChange(acceleratorFromWords(e.target.value, props.platform, say));
        }}
        onBlur={() => setTyped(null)}
        onKeyDown={(e) => {
          if (e.key === 'Tab' && !e.ctrlKey && !e.altKey && !e.metaKey) return;
          const accelerator = acceleratorOf(e, props.platform === 'darwin');
          if (accelerator && (e.ctrlKey || e.altKey || e.metaKey || /^F\d+$/.test(e.code))) {
            e.preventDefault();
            setTyped(null);
            props.onChange(accelerator);
          }
        }}
      />
      <span id={`${id}-keys`} className="muted shortcut-keys">
        {readBack ? (
          <FormattedMessage id="settings.anywhere.pressKeysShown" values={{ keys: inWords }} />
        ) : (
          <FormattedMessage id="settings.anywhere.pressKeys" />
        )}
      </span>
      {issues[0] && (
        <span className="field-error" id={`${id}-issue`} role="alert">
          {issueText(issues[0])}
        </span>
      )}
      {!issues[0] && props.problem && <span className="field-error">{say(props.problem)}</span>}
    </div>
  );
}

const SELECTION_WAYS: Record<SelectionWay, MessageId> = {
  x11: 'settings.anywhere.selectionWay.x11',
  wayland: 'settings.anywhere.selectionWay.wayland',
  macos: 'settings.anywhere.selectionWay.macos',
  windows: 'settings.anywhere.selectionWay.windows',
};

function QuickTranslateCard() {
  const { quick, quickError, saved, saveQuick } = useAnywhere();
  const info = useAppearance((s) => s.info);
  const platform = asShortcutPlatform(info?.platform ?? 'linux');
  const [edited, setDraft] = useState<QuickTranslatePreferences | null>(null);
  const { formatMessage } = useIntl();
  const { say } = useSay();
  if (!quick) return null;
  const draft = edited ?? quick.preferences;
  const problem = (kind: 'selection' | 'clipboard') => quick.shortcuts.find((s) => s.kind === kind)?.problem ?? null;
  const changed = JSON.stringify(draft) !== JSON.stringify(quick.preferences);
  const pair = shortcutPairIssues(draft.selectionShortcut, draft.clipboardShortcut, platform)[0];
  const pairIssue = pair && (pair.uiMessage ? say(pair.uiMessage) : pair.message);
  const invalid =
    shortcutIssues(draft.selectionShortcut, platform).length +
      shortcutIssues(draft.clipboardShortcut, platform).length >
      0 || pairIssue !== undefined;
  return (
    <section className="card anywhere-card" aria-labelledby="anywhere-heading">
      <h2 id="anywhere-heading">
        <FormattedMessage id="settings.anywhere.heading" />
      </h2>
      {!quick.available ? (
        <p className="muted" data-testid="anywhere-unavailable">
          <FormattedMessage id="settings.anywhere.unavailable" values={{ page: 'index.html?view=popup' }} />
        </p>
      ) : (
        <dl className="facts">
          <dt>
            <FormattedMessage id="settings.anywhere.desktop" />
          </dt>
          <dd>{quick.desktop}</dd>
          <dt>
            <FormattedMessage id="settings.anywhere.selection" />
          </dt>
          <dd>{quick.selection && <FormattedMessage id={SELECTION_WAYS[quick.selection]} />}</dd>
          <dt>
            <FormattedMessage id="settings.anywhere.shortcuts" />
          </dt>
          <dd>
            <FormattedMessage
              id={
                quick.shortcuts.every((s) => s.problem === null)
                  ? quick.shortcuts[0]?.via === 'portal'
                    ? 'settings.anywhere.registeredPortal'
                    : 'settings.anywhere.registered'
                  : 'settings.anywhere.notAllRegistered'
              }
            />
          </dd>
        </dl>
      )}
      <div className="field-row">
        <ShortcutField
          label={formatMessage({ id: 'settings.anywhere.selectionShortcut' })}
          value={draft.selectionShortcut}
          platform={platform}
          problem={problem('selection')}
          onChange={(selectionShortcut) => setDraft({ ...draft, selectionShortcut })}
        />
        <ShortcutField
          label={formatMessage({ id: 'settings.anywhere.clipboardShortcut' })}
          value={draft.clipboardShortcut}
          platform={platform}
          problem={problem('clipboard')}
          clash={pairIssue}
          onChange={(clipboardShortcut) => setDraft({ ...draft, clipboardShortcut })}
        />
      </div>
      <div className="anywhere-checks">
        <label>
          <input
            type="checkbox"
            checked={draft.keepInTray}
            disabled={quick.available && !quick.tray}
            onChange={(e) => setDraft({ ...draft, keepInTray: e.target.checked })}
          />
          <FormattedMessage
            id={platform === 'darwin' ? 'settings.anywhere.keepInMenuBar' : 'settings.anywhere.keepInTray'}
          />
        </label>
        <label>
          <input
            type="checkbox"
            checked={draft.startAtLogin}
            disabled={quick.available && !quick.startAtLogin.supported}
            onChange={(e) => setDraft({ ...draft, startAtLogin: e.target.checked })}
          />
          <FormattedMessage id="settings.anywhere.startAtLogin" />
        </label>
      </div>
      {quickError && <ErrorNotice error={quickError} title={formatMessage({ id: 'settings.notSaved' })} />}
      <div className="form-actions">
        <button
          type="button"
          className="primary"
          disabled={!changed || invalid}
          onClick={() => void saveQuick(draft).then((ok) => ok && setDraft(null))}
        >
          <FormattedMessage id="settings.anywhere.save" />
        </button>
        <button type="button" disabled={!changed} onClick={() => setDraft(quick.preferences)}>
          <FormattedMessage id="settings.undoChanges" />
        </button>
        {saved === 'quick' && !changed && (
          <span className="muted" role="status">
            <FormattedMessage id="settings.saved" />
          </span>
        )}
      </div>
    </section>
  );
}

function HistoryCard() {
  const { history, historyError, saveHistory } = useAnywhere();
  const [edited, setDraft] = useState<HistoryPreferences | null>(null);
  // What is typed in the two number fields, kept as typed so a number out of range is named, not clamped.
  const [typed, setTyped] = useState<{ entries?: string; days?: string }>({});
  const [confirmOff, setConfirmOff] = useState(false);
  /** Saving a tighter bound deletes entries: how many, asked before saving. */
  const [confirmDelete, setConfirmDelete] = useState<number | null>(null);
  const id = useId();
  const { formatMessage } = useIntl();
  const { say } = useSay();
  if (!history) return null;
  const draft = edited ?? history.preferences;
  const changed = JSON.stringify(draft) !== JSON.stringify(history.preferences);
  const entriesCheck = typed.entries === undefined ? null : readHistoryLimit(typed.entries, 'entries');
  const daysCheck = typed.days === undefined ? null : readHistoryLimit(typed.days, 'days');
  const entriesProblem = entriesCheck && 'problem' in entriesCheck ? say(entriesCheck.problem) : null;
  const daysProblem = daysCheck && 'problem' in daysCheck ? say(daysCheck.problem) : null;
  const problem = draft.keepBy === 'count' ? entriesProblem : daysProblem;
  const save = async (next: HistoryPreferences) => {
    if (await saveHistory(next)) {
      setDraft(null);
      setTyped({});
    }
    setConfirmOff(false);
    setConfirmDelete(null);
  };
  const saveAsking = async () => {
    const count = await useAnywhere.getState().wouldDelete(draft);
    if (count === null) return;
    if (count > 0) setConfirmDelete(count);
    else await save(draft);
  };
  const type = (kind: 'entries' | 'days', text: string) => {
    setTyped({ ...typed, [kind]: text });
    setConfirmDelete(null);
    const read = readHistoryLimit(text, kind);
    const keepBy = kind === 'entries' ? 'count' : 'age';
    if ('value' in read)
      setDraft({ ...draft, keepBy, ...(kind === 'entries' ? { maxEntries: read.value } : { maxAgeDays: read.value }) });
    else setDraft({ ...draft, keepBy });
  };
  return (
    <section className="card anywhere-card" aria-labelledby="history-settings-heading">
      <h2 id="history-settings-heading">
        <FormattedMessage id="settings.history.heading" />
      </h2>
      <p className="muted">
        {history.preferences.enabled ? (
          <FormattedMessage id="settings.history.summaryOn" values={{ count: history.entryCount }} />
        ) : (
          <FormattedMessage id="settings.history.summaryOff" />
        )}
      </p>
      {history.preferences.enabled ? (
        <>
          <fieldset className="segmented">
            <legend>
              <FormattedMessage id="settings.history.keep" />
            </legend>
            <label>
              <input
                type="radio"
                name="history-keep"
                checked={draft.keepBy === 'count'}
                onChange={() => (setDraft({ ...draft, keepBy: 'count' }), setConfirmDelete(null))}
              />
              <FormattedMessage id="settings.history.newestBefore" />
              <input
                type="text"
                inputMode="numeric"
                className="history-limit"
                aria-label={formatMessage({ id: 'settings.history.entriesLabel' })}
                aria-invalid={entriesProblem ? true : undefined}
                aria-describedby={`${id}-entries`}
                value={typed.entries ?? String(draft.maxEntries)}
                onChange={(e) => type('entries', e.target.value)}
              />
              <FormattedMessage id="settings.history.newestAfter" />
            </label>
            <label>
              <input
                type="radio"
                name="history-keep"
                checked={draft.keepBy === 'age'}
                onChange={() => (setDraft({ ...draft, keepBy: 'age' }), setConfirmDelete(null))}
              />
              <FormattedMessage id="settings.history.lastBefore" />
              <input
                type="text"
                inputMode="numeric"
                className="history-limit"
                aria-label={formatMessage({ id: 'settings.history.daysLabel' })}
                aria-invalid={daysProblem ? true : undefined}
                aria-describedby={`${id}-days`}
                value={typed.days ?? String(draft.maxAgeDays)}
                onChange={(e) => type('days', e.target.value)}
              />
              <FormattedMessage id="settings.history.lastAfter" />
            </label>
          </fieldset>
          <p id={`${id}-entries`} className={entriesProblem ? 'field-error' : 'visually-hidden'} role="alert">
            {entriesProblem ?? formatMessage({ id: 'settings.history.entriesRange' }, { ...HISTORY_LIMITS.entries })}
          </p>
          <p id={`${id}-days`} className={daysProblem ? 'field-error' : 'visually-hidden'} role="alert">
            {daysProblem ?? formatMessage({ id: 'settings.history.daysRange' }, { ...HISTORY_LIMITS.days })}
          </p>
          <p className="muted">
            <FormattedMessage id="settings.history.favouritesKept" />
          </p>
          <div className="form-actions">
            {confirmDelete !== null ? (
              <>
                <span role="alert">
                  <FormattedMessage id="settings.history.confirmDelete" values={{ count: confirmDelete }} />
                </span>
                <button type="button" className="danger" onClick={() => void save(draft)}>
                  <FormattedMessage id="settings.history.deleteAndSave" values={{ count: confirmDelete }} />
                </button>
                <button type="button" onClick={() => setConfirmDelete(null)}>
                  <FormattedMessage id="settings.history.keepThem" />
                </button>
              </>
            ) : (
              <button
                type="button"
                className="primary"
                disabled={!changed || problem !== null}
                onClick={() => void saveAsking()}
              >
                <FormattedMessage id="settings.save" />
              </button>
            )}
            {confirmOff ? (
              <>
                <span role="alert">
                  <FormattedMessage id="settings.history.confirmOff" values={{ count: history.entryCount }} />
                </span>
                <button type="button" className="danger" onClick={() => void save({ ...draft, enabled: false })}>
                  <FormattedMessage id="settings.history.turnOffAndDelete" />
                </button>
                <button type="button" onClick={() => setConfirmOff(false)}>
                  <FormattedMessage id="settings.history.keepHistory" />
                </button>
              </>
            ) : (
              <button type="button" className="danger" onClick={() => setConfirmOff(true)}>
                <FormattedMessage id="settings.history.turnOff" />
              </button>
            )}
          </div>
        </>
      ) : (
        <button type="button" onClick={() => void save({ ...draft, enabled: true })}>
          <FormattedMessage id="settings.history.turnOn" />
        </button>
      )}
      {historyError && <ErrorNotice error={historyError} title={formatMessage({ id: 'settings.notSaved' })} />}
    </section>
  );
}
