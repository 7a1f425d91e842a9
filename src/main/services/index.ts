// Builds every main-side service and wires each area's handlers (they live beside their service, one file per
// contract area). Plain Node: the Electron app and the browser shell both call createServices with their own
// Host and the offline demo's `startDemo`.
import { join } from 'node:path';
import type { Contract } from '../../shared/contract';
import type { Handlers } from '../../shared/ipc/define';
import type { Host } from '../host';
import { appHandlers } from '../app/appHandlers';
import { SettingsStore } from '../settings/settingsStore';
import { MainText } from '../i18n/mainText';
import type { Settings } from '../../shared/settings';
import { publicSettings, settingsHandlers } from '../settings/settingsHandlers';
import { SecretStore } from '../secrets/secretStore';
import { AccountDirectory } from '../accounts/accountDirectory';
import { AppProxy } from '../network/appProxy';
import { accountHandlers } from '../accounts/accountHandlers';
import { UsageMeter } from '../accounts/usageMeter';
import { type DemoService, OfflineDemo, type StartDemo } from '../accounts/offlineDemo';
import { LanguageCatalog } from '../languages/languageCatalog';
import { languageHandlers } from '../languages/languageHandlers';
import { GlossaryService } from '../glossaries/glossaryService';
import { GlossaryStaging } from '../glossaries/glossaryStaging';
import { glossaryHandlers } from '../glossaries/glossaryHandlers';
import { OlderGlossaries } from '../glossaries/olderGlossaries';
import { DocumentService } from '../documents/documentService';
import { documentHandlers } from '../documents/documentHandlers';
import { VoiceJobService } from '../voiceJobs/voiceJobService';
import { voiceJobHandlers } from '../voiceJobs/voiceJobHandlers';
import { SpokenTermsService } from '../spokenTerms/spokenTermsService';
import { spokenTermsHandlers } from '../spokenTerms/spokenTermsHandlers';
import { TextTranslation } from '../textTools/textTranslation';
import { translateHandlers } from '../textTools/translateHandlers';
import { StyleProfiles } from '../styleProfiles/styleProfileService';
import { styleProfileHandlers } from '../styleProfiles/styleProfilesHandlers';
import { TranslationMemoryService } from '../translationMemories/translationMemoryService';
import { translationMemoriesHandlers } from '../translationMemories/translationMemoriesHandlers';
import { TextImprovement } from '../textTools/textImprovement';
import { writeHandlers } from '../textTools/writeHandlers';
import { QualityCheck } from '../qualityCheck/qualityCheck';
import { qualityCheckHandlers } from '../qualityCheck/qualityCheckHandlers';
import { DocumentQualityChecks } from '../qualityCheck/documentQualityChecks';
import { StyleRuleLists } from '../textTools/styleRuleLists';
import { styleRuleHandlers } from '../textTools/styleRuleHandlers';
import { DeveloperKeys } from '../developerKeys/developerKeys';
import { developerKeyHandlers } from '../developerKeys/developerKeyHandlers';
import { TeamUsageReports } from '../developerKeys/teamUsage';
import { VoiceService } from '../voice/voiceService';
import { NativeCapture } from '../audio/capture/nativeCapture';
import { voiceHandlers } from '../voice/voiceHandlers';
import type { VoiceOverlayWindow } from '../voice/voiceOverlay';
import { overlayPlacer } from '../voice/overlayPlacer';
import { EventRelay } from './eventRelay';
import { dataFolderAccess } from '../settings/dataFolder';
import { jsonAnswerParser, startWorkPool, type WorkPool } from '../workers/workPool';
import { DEFAULT_POOL_SIZE } from '../../node/work/workerPool';
import { WorkSlots } from '../../node/work/workSlots';
import { HistoryService } from '../history/historyService';
import { historyHandlers, recordingImprovements, recordingTranslations } from '../history/historyHandlers';
import { QuickTranslateService } from '../quickTranslate/quickTranslateService';
import { quickTranslateHandlers } from '../quickTranslate/quickTranslateHandlers';
import { DesktopService } from '../desktop/desktopService';
import { trayVoice } from '../desktop/trayVoice';
import { checkedArea } from '../ipc/checkedCall';
import { contract } from '../../shared/contract';
import { DraftStore } from '../drafts/draftStore';
import { draftHandlers } from '../drafts/draftHandlers';

export interface ServiceOptions {
  host: Host;
  userDataDir: string;
  appVersion: string;
  /** Starts the offline demo's simulator when there is no account (the entry points load it on demand). */
  startDemo: StartDemo;
  /** A simulator already running elsewhere to use as the offline demo (tests that restart the app). */
  demoService?: DemoService;
  /** The caption overlay window (the Electron app; the browser shell has none). */
  voiceOverlay?: (settings: SettingsStore) => VoiceOverlayWindow;
}

export interface Services {
  handlers: Handlers<Contract>;
  events: EventRelay<Contract>;
  settings: SettingsStore;
  /** The active account (or the offline demo) and its API client, for every feature. */
  accounts: AccountDirectory;
  languages: LanguageCatalog;
  documents: DocumentService;
  voiceJobs: VoiceJobService;
  quickTranslate: QuickTranslateService;
  /** Shortcuts, tray, start at login, close to tray. */
  desktop: DesktopService;
  history: HistoryService;
  /** The work pool: every parse, conversion and scan of user data runs there, off main's thread. */
  work: WorkPool;
  dispose(): Promise<void>;
}

export async function createServices(options: ServiceOptions): Promise<Services> {
  const events = new EventRelay<Contract>();
  // The process's slots: main's work and the offline demo's documents share them (the demo gets them below).
  const workSlots = new WorkSlots(DEFAULT_POOL_SIZE);
  const work = startWorkPool({ slots: workSlots });
  // A data folder that cannot be written: settings read from it, everything else written in a temp folder.
  const access = await dataFolderAccess(options.userDataDir);
  const settings = await SettingsStore.open(options.userDataDir, access.problem);
  const workDir = access.workDir;
  settings.onChange((s) => events.emit('settings', 'onChanged', publicSettings(s)));
  const secrets = new SecretStore({
    userDataDir: options.userDataDir,
    ...(access.problem ? { readOnlyFolder: true } : {}),
    ...(options.host.secretEncryption ? { encryption: options.host.secretEncryption } : {}),
  });
  const demo = new OfflineDemo(workDir, options.startDemo, options.demoService, workSlots);
  const accounts = new AccountDirectory({
    settings,
    secrets,
    demo,
    proxy: new AppProxy({ settings, secrets }),
    // A large answer (a dictionary's entries) is decoded and parsed in the pool, never on main's thread.
    parseJson: jsonAnswerParser(work),
  });
  accounts.onChange((state) => events.emit('accounts', 'onChanged', state));
  const usage = new UsageMeter(accounts);
  usage.onChange((view) => events.emit('accounts', 'onUsage', view));
  // After anything billed, the meter reads usage again (failures keep the last reading).
  const refreshUsage = () => void usage.refresh().catch(() => undefined);
  const languages = new LanguageCatalog({ userDataDir: workDir, connection: accounts });
  const drafts = new DraftStore(workDir);
  // Main's own texts (tray, notifications) speak the language the windows do, and switch with them.
  const text = new MainText(() => options.host.systemLanguages?.() ?? []);
  const documents = await DocumentService.open({
    userDataDir: workDir,
    say: (message) => text.say(message),
    // Drops the Documents draft still holds stay staged across a restart, so they come back whole.
    draftedDrops: async () => {
      const documentsDraft = (await drafts.list()).drafts.find((kept) => kept.draft.kind === 'documents')?.draft;
      if (documentsDraft?.kind !== 'documents') return new Map();
      return new Map(documentsDraft.files.flatMap((f) => (f.stagingId ? [[f.stagingId, f.name] as const] : [])));
    },
    host: options.host,
    connection: accounts,
    countWork: (path, name) =>
      work.run('documentCount', { path, name }, { label: `Counting the characters of “${name}”` }),
    xliffWork: {
      uploadFile: (sourcePath, name) =>
        work.run('xliffUploadFile', { sourcePath, name }, { label: `Converting “${name}” to XLIFF 2.1` }),
      restore: (partPath, sourcePath, name, targetLang) =>
        work.run(
          'xliffRestore',
          { partPath, sourcePath, name, targetLang },
          { label: `Converting “${name}” back to XLIFF 1.2` },
        ),
    },
  });
  documents.onChange(throttled(() => events.emit('documents', 'onChanged', documents.state()), 100));
  documents.onChange(
    whenMoreFinished(() => documents.state().jobs.filter((job) => job.state === 'done').length, refreshUsage),
  );
  // "Check quality" on a finished XLIFF document: its segments read in the pool, the checks kept in main.
  const documentChecks = new DocumentQualityChecks({
    connection: accounts,
    job: (jobId) => documents.queue.job(jobId),
    readSegments: (path, name) =>
      work.run('documentQualitySegments', { path, name }, { label: `Reading the segments of “${name}”` }),
  });
  documentChecks.onChange(
    throttled(() => events.emit('qualityCheck', 'onDocumentChecks', { checks: documentChecks.list() }), 100),
  );
  const voiceJobs = await VoiceJobService.open({ userDataDir: workDir, connection: accounts });
  voiceJobs.onChange(throttled(() => events.emit('voiceJobs', 'onChanged', voiceJobs.state()), 100));
  voiceJobs.onChange(
    whenMoreFinished(() => voiceJobs.state().jobs.filter((j) => j.state === 'done').length, refreshUsage),
  );
  const voice = new VoiceService({
    api: async () => (await accounts.client()).voice,
    capture: new NativeCapture(options.host.forkProcess ? { fork: options.host.forkProcess } : {}),
    events: {
      state: (status) => events.emit('voice', 'onStatus', status),
      transcript: (change) => events.emit('voice', 'onTranscript', change),
      level: (level) => events.emit('voice', 'onLevel', level),
      speech: (chunk) => events.emit('voice', 'onSpeech', chunk),
    },
  });
  const overlayWindow = options.voiceOverlay?.(settings);
  const overlay =
    overlayWindow &&
    overlayPlacer(
      overlayWindow,
      () => options.host.displays?.() ?? [],
      () => settings.get().voice.overlay,
    );
  settings.onChange((s) => overlay?.apply(s.voice.overlay));
  const glossaryStaging = new GlossaryStaging(join(workDir, 'glossaries', 'staging'));
  const glossaries = new GlossaryService(accounts, work, glossaryStaging);
  const textTranslation = new TextTranslation(accounts, refreshUsage);
  const memories = new TranslationMemoryService({
    connection: accounts,
    work,
    dataDir: workDir,
    progress: (progress) => events.emit('translationMemories', 'onImportProgress', progress),
  });
  const history = new HistoryService({
    userDataDir: workDir,
    settings,
    work,
    stageGlossaryImport: (fileName, tsv) => glossaryStaging.stageText(fileName, tsv),
  });
  history.onChange((status) => events.emit('history', 'onChanged', status));
  const quickTranslate = new QuickTranslateService({
    desktop: options.host.desktop,
    settings,
    translator: textTranslation,
    glossaryFor: (source, target) => accounts.glossaryFor(source, target),
    glossaryName: async (glossaryId) => (await glossaries.get({ glossaryId })).name,
    history,
    emit: {
      state: (state) => events.emit('quickTranslate', 'onState', state),
      openInMain: (request) => events.emit('quickTranslate', 'onOpenInMain', request),
    },
  });
  const voiceArea = voiceHandlers(voice, overlay, options.host.dialogs);
  const desktop = new DesktopService({
    host: options.host.desktop,
    settings,
    text,
    gesture: (kind) => quickTranslate.gesture(kind),
    // The tray's calls are checked by the contract exactly as the window's are.
    voice: trayVoice(checkedArea(contract.voice, voiceArea), settings),
    ...(options.host.notify ? { notify: (title: string, body: string) => options.host.notify?.(title, body) } : {}),
    emitStatus: (status) => events.emit('quickTranslate', 'onStatus', status),
  });
  events.on('voice', 'onStatus', (status) => desktop.voiceChanged(status.status));
  // The tray and notifications speak the language the windows do, and switch with them.
  const followLanguage = (choice: Settings['uiLanguage']) =>
    void text.follow(choice).then(
      (changed) => changed && desktop.languageChanged(),
      // A catalogue that cannot load leaves the tray in the language it speaks; the windows say why.
      (error: unknown) => console.error('[glossa] the tray could not switch language:', error),
    );
  followLanguage(settings.get().uiLanguage);
  settings.onChange((s) => followLanguage(s.uiLanguage));
  events.on('quickTranslate', 'onOpenInMain', () => desktop.openedInMain());
  // No account yet: start the offline demo now, so the first translation does not wait for it.
  if (settings.get().accounts.length === 0)
    void demo.service().catch((error: unknown) => console.error('[glossa] offline demo did not start:', error));

  const handlers: Handlers<Contract> = {
    app: appHandlers(options.host, options.appVersion, () => (settings.problem ? [settings.problem] : [])),
    settings: settingsHandlers(settings),
    accounts: accountHandlers(accounts, usage),
    languages: languageHandlers(languages),
    glossaries: glossaryHandlers(glossaries, new OlderGlossaries(accounts, work)),
    documents: documentHandlers(documents, options.host),
    translate: recordingTranslations(translateHandlers(textTranslation), history),
    write: recordingImprovements(writeHandlers(new TextImprovement(accounts, refreshUsage)), history),
    qualityCheck: qualityCheckHandlers(new QualityCheck(accounts), documentChecks),
    styleRules: styleRuleHandlers(new StyleRuleLists(accounts)),
    styleProfiles: styleProfileHandlers(new StyleProfiles(accounts)),
    translationMemories: translationMemoriesHandlers(memories),
    developerKeys: developerKeyHandlers(new DeveloperKeys(accounts), new TeamUsageReports(accounts)),
    voice: voiceArea,
    voiceJobs: voiceJobHandlers(voiceJobs),
    spokenTerms: spokenTermsHandlers(new SpokenTermsService({ userDataDir: workDir, connection: accounts })),
    quickTranslate: quickTranslateHandlers(quickTranslate, desktop),
    history: historyHandlers(history),
    drafts: draftHandlers(drafts),
  };
  void desktop.start().catch((error: unknown) => console.error('[glossa] the desktop did not start:', error));

  return {
    handlers,
    events,
    settings,
    accounts,
    languages,
    documents,
    voiceJobs,
    quickTranslate,
    desktop,
    history,
    work,
    dispose: async () => {
      await drafts.settled();
      await desktop.dispose();
      history.close();
      overlay?.close();
      await voice.dispose();
      await documents.close();
      await voiceJobs.close();
      await memories.dispose();
      await languages.flush();
      await accounts.dispose();
      await work.close();
    },
  };
}

/** Calls `fn` whenever `count()` grew since the last change (a document finished). */
function whenMoreFinished(count: () => number, fn: () => void): () => void {
  let last = count();
  return () => {
    const now = count();
    if (now > last) fn();
    last = now;
  };
}

/** Calls `fn` at most once per `ms`, and once more after the last call (progress is never left stale). */
function throttled(fn: () => void, ms: number): () => void {
  let timer: NodeJS.Timeout | undefined;
  let last = 0;
  return () => {
    if (timer) return;
    const wait = Math.max(0, last + ms - Date.now());
    timer = setTimeout(() => {
      timer = undefined;
      last = Date.now();
      fn();
    }, wait);
  };
}
