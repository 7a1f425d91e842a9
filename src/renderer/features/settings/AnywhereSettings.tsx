// Settings > Translate anywhere (the global shortcuts, tray, start at login, and what works on this desktop)
// and Settings > History (on or off, and how much it keeps). Their own component, with their own calls.
import { useEffect, useId, useState } from 'react';
import { HISTORY_LIMITS, type HistoryPreferences, type QuickTranslatePreferences } from '../../../shared/settings';
import {
  asShortcutPlatform,
  describeShortcut,
  shortcutIssues,
  shortcutPairIssues,
} from '../../../shared/rules/shortcuts';
import { readHistoryLimit } from '../../../shared/rules/historyLimits';
import { ErrorNotice } from '../../components/ErrorNotice';
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
  problem: string | null;
  /** A problem of the pair (the same keys as the other shortcut). */
  clash?: string | undefined;
  onChange(value: string): void;
}) {
  const id = useId();
  const own = shortcutIssues(props.value, props.platform);
  const issues = own.length > 0 || !props.clash ? own : [{ field: 'shortcut', message: props.clash }];
  return (
    <div className="shortcut-field">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        type="text"
        value={props.value}
        aria-describedby={issues[0] ? `${id}-keys ${id}-issue` : `${id}-keys`}
        aria-invalid={issues.length > 0}
        onChange={(e) => props.onChange(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Tab' && !e.ctrlKey && !e.altKey && !e.metaKey) return;
          const accelerator = acceleratorOf(e, props.platform === 'darwin');
          if (accelerator && (e.ctrlKey || e.altKey || e.metaKey || /^F\d+$/.test(e.code))) {
            e.preventDefault();
            props.onChange(accelerator);
          }
        }}
      />
      <span id={`${id}-keys`} className="muted shortcut-keys">
        Press the keys, or type them{issues.length === 0 ? `: ${describeShortcut(props.value, props.platform)}` : '.'}
      </span>
      {issues[0] && (
        <span className="field-error" id={`${id}-issue`} role="alert">
          {issues[0].message}
        </span>
      )}
      {!issues[0] && props.problem && <span className="field-error">{props.problem}</span>}
    </div>
  );
}

function QuickTranslateCard() {
  const { quick, quickError, saved, saveQuick } = useAnywhere();
  const info = useAppearance((s) => s.info);
  const platform = asShortcutPlatform(info?.platform ?? 'linux');
  const [edited, setDraft] = useState<QuickTranslatePreferences | null>(null);
  if (!quick) return null;
  const draft = edited ?? quick.preferences;
  const problem = (kind: 'selection' | 'clipboard') => quick.shortcuts.find((s) => s.kind === kind)?.problem ?? null;
  const changed = JSON.stringify(draft) !== JSON.stringify(quick.preferences);
  const pairIssue = shortcutPairIssues(draft.selectionShortcut, draft.clipboardShortcut, platform)[0]?.message;
  const invalid =
    shortcutIssues(draft.selectionShortcut, platform).length +
      shortcutIssues(draft.clipboardShortcut, platform).length >
      0 || pairIssue !== undefined;
  return (
    <section className="card anywhere-card" aria-labelledby="anywhere-heading">
      <h2 id="anywhere-heading">Translate anywhere</h2>
      {!quick.available ? (
        <p className="muted" data-testid="anywhere-unavailable">
          Global shortcuts, the quick popup and the tray are part of the desktop app. Here in the browser shell, open
          the popup page (index.html?view=popup) to type or paste text.
        </p>
      ) : (
        <dl className="facts">
          <dt>Desktop</dt>
          <dd>{quick.desktop}</dd>
          <dt>Selection</dt>
          <dd>{quick.selection}</dd>
          <dt>Shortcuts</dt>
          <dd>
            {quick.shortcuts.every((s) => s.problem === null)
              ? `Registered${quick.shortcuts[0]?.via === 'portal' ? ' through the desktop’s shortcut portal' : ''}.`
              : 'Not all registered: see below.'}
          </dd>
        </dl>
      )}
      <div className="field-row">
        <ShortcutField
          label="Translate the selection"
          value={draft.selectionShortcut}
          platform={platform}
          problem={problem('selection')}
          onChange={(selectionShortcut) => setDraft({ ...draft, selectionShortcut })}
        />
        <ShortcutField
          label="Translate the clipboard"
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
          Closing the window keeps Glossa in the tray{platform === 'darwin' ? ' (menu bar)' : ''}
        </label>
        <label>
          <input
            type="checkbox"
            checked={draft.startAtLogin}
            disabled={quick.available && !quick.startAtLogin.supported}
            onChange={(e) => setDraft({ ...draft, startAtLogin: e.target.checked })}
          />
          Start Glossa when I log in
        </label>
      </div>
      {quickError && <ErrorNotice error={quickError} title="Not saved." />}
      <div className="form-actions">
        <button
          type="button"
          className="primary"
          disabled={!changed || invalid}
          onClick={() => void saveQuick(draft).then((ok) => ok && setDraft(null))}
        >
          Save shortcuts
        </button>
        <button type="button" disabled={!changed} onClick={() => setDraft(quick.preferences)}>
          Undo changes
        </button>
        {saved === 'quick' && !changed && (
          <span className="muted" role="status">
            Saved.
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
  if (!history) return null;
  const draft = edited ?? history.preferences;
  const changed = JSON.stringify(draft) !== JSON.stringify(history.preferences);
  const entriesCheck = typed.entries === undefined ? null : readHistoryLimit(typed.entries, 'entries');
  const daysCheck = typed.days === undefined ? null : readHistoryLimit(typed.days, 'days');
  const entriesProblem = entriesCheck && 'problem' in entriesCheck ? entriesCheck.problem : null;
  const daysProblem = daysCheck && 'problem' in daysCheck ? daysCheck.problem : null;
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
      <h2 id="history-settings-heading">History</h2>
      <p className="muted">
        Every text translation and improvement is kept on this computer only (never a key):{' '}
        {history.preferences.enabled ? `${history.entryCount.toLocaleString()} entries now.` : 'history is off.'}
      </p>
      {history.preferences.enabled ? (
        <>
          <fieldset className="segmented">
            <legend>Keep</legend>
            <label>
              <input
                type="radio"
                name="history-keep"
                checked={draft.keepBy === 'count'}
                onChange={() => (setDraft({ ...draft, keepBy: 'count' }), setConfirmDelete(null))}
              />
              The newest
              <input
                type="text"
                inputMode="numeric"
                className="history-limit"
                aria-label="Number of entries to keep"
                aria-invalid={entriesProblem ? true : undefined}
                aria-describedby={`${id}-entries`}
                value={typed.entries ?? String(draft.maxEntries)}
                onChange={(e) => type('entries', e.target.value)}
              />
              entries
            </label>
            <label>
              <input
                type="radio"
                name="history-keep"
                checked={draft.keepBy === 'age'}
                onChange={() => (setDraft({ ...draft, keepBy: 'age' }), setConfirmDelete(null))}
              />
              Entries of the last
              <input
                type="text"
                inputMode="numeric"
                className="history-limit"
                aria-label="Days to keep entries"
                aria-invalid={daysProblem ? true : undefined}
                aria-describedby={`${id}-days`}
                value={typed.days ?? String(draft.maxAgeDays)}
                onChange={(e) => type('days', e.target.value)}
              />
              days
            </label>
          </fieldset>
          <p id={`${id}-entries`} className={entriesProblem ? 'field-error' : 'visually-hidden'} role="alert">
            {entriesProblem ??
              `From ${HISTORY_LIMITS.entries.min.toLocaleString('en')} to ${HISTORY_LIMITS.entries.max.toLocaleString('en')} entries.`}
          </p>
          <p id={`${id}-days`} className={daysProblem ? 'field-error' : 'visually-hidden'} role="alert">
            {daysProblem ?? `From ${HISTORY_LIMITS.days.min} to ${HISTORY_LIMITS.days.max.toLocaleString('en')} days.`}
          </p>
          <p className="muted">Pinned favourites are always kept.</p>
          <div className="form-actions">
            {confirmDelete !== null ? (
              <>
                <span role="alert">
                  Saving deletes the {confirmDelete.toLocaleString('en')} oldest{' '}
                  {confirmDelete === 1 ? 'entry' : 'entries'} (favourites are kept). Delete{' '}
                  {confirmDelete === 1 ? 'it' : 'them'}?
                </span>
                <button type="button" className="danger" onClick={() => void save(draft)}>
                  Delete {confirmDelete.toLocaleString('en')} and save
                </button>
                <button type="button" onClick={() => setConfirmDelete(null)}>
                  Keep them
                </button>
              </>
            ) : (
              <button
                type="button"
                className="primary"
                disabled={!changed || problem !== null}
                onClick={() => void saveAsking()}
              >
                Save
              </button>
            )}
            {confirmOff ? (
              <>
                <span role="alert">
                  Turn history off and delete all {history.entryCount.toLocaleString()} entries, favourites included?
                </span>
                <button type="button" className="danger" onClick={() => void save({ ...draft, enabled: false })}>
                  Turn off and delete
                </button>
                <button type="button" onClick={() => setConfirmOff(false)}>
                  Keep history
                </button>
              </>
            ) : (
              <button type="button" className="danger" onClick={() => setConfirmOff(true)}>
                Turn history off…
              </button>
            )}
          </div>
        </>
      ) : (
        <button type="button" onClick={() => void save({ ...draft, enabled: true })}>
          Turn history on
        </button>
      )}
      {historyError && <ErrorNotice error={historyError} title="Not saved." />}
    </section>
  );
}
