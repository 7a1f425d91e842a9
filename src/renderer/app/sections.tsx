// The app's sections. A section is listed here only once it works for real. Each section's code is its own
// chunk, loaded when the section is first shown (or when its nav button is hovered or focused), so the first
// screen needs only the frame and its own section. Adding a section is one `lazySection` line; see README.md.
import { lazy, type ComponentType } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../shared/i18n/catalogue';

export interface Section {
  id: string;
  /** The section's name in the message catalogue. */
  label: MessageId;
  /** A one-glyph icon; decorative. */
  icon: string;
  /** The view: the section's own once its code has loaded, else its "Loading …" line (the window renders again once it has loaded). */
  view: ComponentType;
  /** Starts loading the section's code without showing it (hover, focus). */
  preload(): void;
  /** Whether the code has loaded. */
  loaded(): boolean;
  /** Resolves once the section's code has loaded (or failed to). */
  whenLoaded(): Promise<void>;
}

/** A section whose view is the export that `pick` takes from the module that `load` imports. */
function lazySection<M>(
  id: string,
  label: MessageId,
  icon: string,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): Section {
  let loading: Promise<{ default: ComponentType }> | null = null;
  let component: ComponentType | null = null;
  let failed = false;
  const start = () => (loading ??= load().then((module) => ({ default: (component = pick(module)) })));
  // A failed load (a network hiccup in the browser shell) is tried again on the next visit.
  const Lazy = lazy(() => start().catch((error: unknown) => ((loading = null), Promise.reject(error))));
  const whenLoaded = () =>
    start().then(
      () => undefined,
      () => void ((loading = null), (failed = true)),
    );
  // Nothing suspends on the way: the loading line shows until the window renders again with the code in (an
  // update React commits at once, where revealing suspended content waits out its 300 ms throttle). After a
  // failed load the lazy view tries again, and a second failure reaches the frame's error boundary.
  function SectionView() {
    const Loaded = component;
    if (Loaded) return <Loaded />;
    if (failed) return <Lazy />;
    return (
      <p className="muted section-loading">
        <FormattedMessage id="app.loadingSection" values={{ section: <FormattedMessage id={label} /> }} />
      </p>
    );
  }
  return {
    id,
    label,
    icon,
    view: SectionView,
    preload: () => void whenLoaded(),
    loaded: () => component !== null,
    whenLoaded,
  };
}

export const sections: Section[] = [
  lazySection(
    'documents',
    'section.documents',
    '▤',
    () => import('../features/documents/DocumentsView'),
    (m) => m.DocumentsView,
  ),
  lazySection(
    'translate',
    'section.translate',
    '⇆',
    () => import('../features/translate/TranslateView'),
    (m) => m.TranslateView,
  ),
  lazySection(
    'write',
    'section.write',
    '✎',
    () => import('../features/write/WriteView'),
    (m) => m.WriteView,
  ),
  lazySection(
    'history',
    'section.history',
    '↺',
    () => import('../features/history/HistoryView'),
    (m) => m.HistoryView,
  ),
  lazySection(
    'glossaries',
    'section.glossaries',
    '≣',
    () => import('../features/glossaries/GlossariesView'),
    (m) => m.GlossariesView,
  ),
  lazySection(
    'translation-memories',
    'section.translation-memories',
    '▦',
    () => import('../features/translationMemories/TranslationMemoriesView'),
    (m) => m.TranslationMemoriesView,
  ),
  lazySection(
    'style-rules',
    'section.style-rules',
    '§',
    () => import('../features/styleRules/StyleRulesView'),
    (m) => m.StyleRulesView,
  ),
  lazySection(
    'profiles',
    'section.profiles',
    '◈',
    () => import('../features/styleProfiles/StyleProfilesView'),
    (m) => m.StyleProfilesView,
  ),
  lazySection(
    'voice',
    'section.voice',
    '❝',
    () => import('../features/voice/VoiceView'),
    (m) => m.VoiceView,
  ),
  lazySection(
    'voice-jobs',
    'section.voice-jobs',
    '◉',
    () => import('../features/voiceJobs/VoiceJobsView'),
    (m) => m.VoiceJobsView,
  ),
  lazySection(
    'developer-keys',
    'section.developer-keys',
    '⚷',
    () => import('../features/developerKeys/DeveloperKeysView'),
    (m) => m.DeveloperKeysView,
  ),
  lazySection(
    'languages',
    'section.languages',
    '⊕',
    () => import('../features/languages/LanguagesView'),
    (m) => m.LanguagesView,
  ),
  lazySection(
    'settings',
    'section.settings',
    '⚙',
    () => import('../features/settings/SettingsView'),
    (m) => m.SettingsView,
  ),
];
