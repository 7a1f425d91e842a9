// Builds every main-side service and the contract's handlers from them. Plain Node: the Electron app and
// the browser shell both call createServices with their own Host.
import type { Contract } from '../../shared/contract';
import type { Handlers } from '../../shared/ipc/define';
import { ValidationError } from '../../shared/errors';
import { isSafeExternalUrl } from '../shell/security';
import type { Host } from '../host';
import { SettingsStore } from '../settings/settingsStore';
import type { Settings } from '../../shared/settings';
import { SecretStore } from '../secrets/secretStore';
import { AccountDirectory } from '../accounts/accountDirectory';
import { OfflineDemo } from '../accounts/offlineDemo';
import { LanguageCatalog } from '../languages/languageCatalog';
import { GlossaryService } from '../glossaries/glossaryService';
import { EventRelay } from './eventRelay';
import { TextTranslation } from '../textTools/textTranslation';
import { TextImprovement } from '../textTools/textImprovement';
import { StyleRuleLists } from '../textTools/styleRuleLists';
import { DeveloperKeys } from '../textTools/developerKeys';
import { DocumentService } from '../documents/documentService';
import { DOCUMENT_EXTENSIONS } from '../../shared/rules/documents';
import type { DemoService } from '../accounts/offlineDemo';
import { CaptionsService } from '../voice/captionsService';
import type { CaptionOverlayWindow } from '../voice/captionOverlay';
import { HistoryService } from '../history/historyService';
import { QuickTranslateService } from '../quickTranslate/quickTranslateService';
import { quickTranslateHandlers } from '../quickTranslate/quickTranslateHandlers';
import { captionsFromPreferences } from '../quickTranslate/trayCaptions';
import { historyHandlers, recordImprovement, recordTranslation } from '../history/historyHandlers';

export interface ServiceOptions {
  host: Host;
  userDataDir: string;
  appVersion: string;
  /** A simulator already running elsewhere to use as the offline demo (tests that restart the app). */
  demoService?: DemoService;
  /** The caption overlay window (the Electron app; the browser shell has none). */
  captionOverlay?: (settings: SettingsStore) => CaptionOverlayWindow;
}

export interface Services {
  handlers: Handlers<Contract>;
  events: EventRelay<Contract>;
  settings: SettingsStore;
  /** The active account (or the offline demo) and its API client, for every feature. */
  accounts: AccountDirectory;
  languages: LanguageCatalog;
  documents: DocumentService;
  quickTranslate: QuickTranslateService;
  history: HistoryService;
  dispose(): Promise<void>;
}

const publicSettings = (s: Settings) => ({ theme: s.theme, translationDefaults: s.translationDefaults, voice: s.voice, documents: s.documents, quickTranslate: s.quickTranslate, history: s.history });

export async function createServices(options: ServiceOptions): Promise<Services> {
  const events = new EventRelay<Contract>();
  const settings = await SettingsStore.open(options.userDataDir);
  settings.onChange((s) => events.emit('settings', 'onChanged', publicSettings(s)));
  const secrets = new SecretStore({ userDataDir: options.userDataDir, ...(options.host.secretEncryption ? { encryption: options.host.secretEncryption } : {}) });
  const demo = new OfflineDemo(options.userDataDir, options.demoService);
  const accounts = new AccountDirectory({ settings, secrets, demo });
  accounts.onChange((state) => events.emit('accounts', 'onChanged', state));
  const languages = new LanguageCatalog({ userDataDir: options.userDataDir, connection: accounts });
  const glossaries = new GlossaryService(accounts);
  const textTranslation = new TextTranslation(accounts);
  const textImprovement = new TextImprovement(accounts);
  const styleRuleLists = new StyleRuleLists(accounts);
  const developerKeys = new DeveloperKeys(accounts);
  const documents = await DocumentService.open({ userDataDir: options.userDataDir, host: options.host, connection: accounts });
  documents.onChange(throttled(() => events.emit('documents', 'onChanged', documents.state()), 100));
  let captionStatusChanged = () => {};
  const captions = new CaptionsService({
    api: async () => (await accounts.client()).voice,
    events: {
      state: (status) => (events.emit('voice', 'onStatus', status), captionStatusChanged()),
      transcript: (change) => events.emit('voice', 'onTranscript', change),
      level: (level) => events.emit('voice', 'onLevel', level),
      speech: (chunk) => events.emit('voice', 'onSpeech', chunk),
    },
  });
  const overlay = options.captionOverlay?.(settings);
  settings.onChange((s) => overlay?.apply(s.voice.overlay));
  const overlayState = () => ({ available: overlay !== undefined, open: overlay?.isOpen() ?? false });
  const history = new HistoryService({ userDataDir: options.userDataDir, settings });
  history.onChange((status) => events.emit('history', 'onChanged', status));
  const quickTranslate = new QuickTranslateService({
    desktop: options.host.desktop,
    settings,
    translator: textTranslation,
    glossaryFor: (source, target) => accounts.glossaryFor(source, target),
    glossaryName: async (glossaryId) => (await glossaries.get(glossaryId)).name,
    history,
    captions: captionsFromPreferences(captions, settings),
    ...(options.host.notify ? { notify: (title: string, body: string) => options.host.notify?.(title, body) } : {}),
    emit: {
      state: (state) => events.emit('quickTranslate', 'onState', state),
      status: (status) => events.emit('quickTranslate', 'onStatus', status),
      openInMain: (request) => events.emit('quickTranslate', 'onOpenInMain', request),
    },
  });
  captionStatusChanged = () => quickTranslate.captionsChanged();
  // No account yet: start the offline demo now, so the first translation does not wait for it.
  if (settings.get().accounts.length === 0) void demo.service().catch((error: unknown) => console.error('[glossa] offline demo did not start:', error));

  const handlers: Handlers<Contract> = {
    app: {
      getInfo: async () => ({
        name: 'Glossa',
        version: options.appVersion,
        platform: process.platform,
        host: options.host.kind,
      }),
      openExternal: async ({ url }) => {
        if (!isSafeExternalUrl(url)) {
          throw new ValidationError([{ field: 'url', message: 'Only https links to a named website can be opened.' }]);
        }
        await options.host.openInBrowser(url);
        return { opened: true };
      },
    },
    settings: {
      get: async () => publicSettings(settings.get()),
      update: async (patch) => publicSettings(await settings.update((s) => ({ ...s, ...patch }))),
    },
    accounts: {
      state: () => accounts.state(),
      checkKeychain: () => accounts.recheckKeychain(),
      add: (request) => accounts.add(request),
      update: (request) => accounts.update(request),
      setKey: (request) => accounts.setKey(request),
      removeKey: (request) => accounts.removeKey(request),
      remove: (request) => accounts.remove(request),
      activate: (request) => accounts.activate(request),
      chooseGlossary: (request) => accounts.chooseGlossary(request),
      tryTranslation: async ({ text, targetLang }, ctx) => {
        const connection = await accounts.current();
        const client = await accounts.client();
        const { translations } = await client.translate.text({ text: [text], target_lang: targetLang }, { signal: ctx.signal });
        const first = translations[0];
        return { text: first?.text ?? '', detectedSourceLanguage: first?.detected_source_language ?? '', connectionName: connection.name, demo: connection.demo };
      },
    },
    languages: {
      list: ({ product, includeBeta }) => languages.list(product, { includeBeta: includeBeta === true }),
      choices: ({ product, feature, includeBeta }) => languages.choices(product, { includeBeta: includeBeta === true, ...(feature ? { feature } : {}) }),
    },
    glossaries: {
      list: async () => ({ glossaries: await glossaries.list() }),
      get: ({ glossaryId }) => glossaries.get(glossaryId),
      create: (request) => glossaries.create(request),
      rename: ({ glossaryId, name }) => glossaries.rename(glossaryId, name),
      duplicate: ({ glossaryId, name }) => glossaries.duplicate(glossaryId, name),
      delete: async ({ glossaryId }) => {
        await glossaries.delete(glossaryId);
        return { deleted: true };
      },
      waitUntilReady: ({ glossaryId }, ctx) => glossaries.waitUntilReady(glossaryId, ctx.signal),
      putDictionary: ({ entriesTsv, ...ref }) => glossaries.putDictionary(ref, entriesTsv),
      removeDictionary: (ref) => glossaries.removeDictionary(ref),
      reverseDictionary: (ref) => glossaries.reverseDictionary(ref),
      entries: (ref) => glossaries.entries(ref),
      save: ({ entriesTsv, ...ref }) => glossaries.save(ref, entriesTsv),
      importFile: ({ base64, ...options }) => glossaries.importFile(new Uint8Array(Buffer.from(base64, 'base64')), options),
      exportFile: (request) => glossaries.exportFile(request),
    },
    documents: {
      state: async () => documents.state(),
      capabilities: async () => ({ fileDialogs: options.host.dialogs !== undefined, osNotifications: options.host.notify !== undefined }),
      add: ({ files, options: batch }) => documents.add(files, batch),
      stageBegin: async ({ name, size }) => ({ stagingId: await documents.stageBegin(name, size) }),
      stageChunk: async ({ stagingId, offset, base64 }) => ({ received: await documents.stageChunk(stagingId, offset, base64) }),
      cancel: async ({ jobId }) => (await documents.cancel(jobId), { ok: true }),
      retry: async ({ jobId }) => (await documents.retry(jobId), { ok: true }),
      resume: async () => (await documents.resume(), { ok: true }),
      clearFinished: async () => (await documents.clearFinished(), { ok: true }),
      openResult: async ({ jobId, how }) => (await documents.openResult(jobId, how), { ok: true }),
      chooseFiles: async () => ({ paths: (await options.host.dialogs?.chooseFiles({ title: 'Add documents to translate', extensions: DOCUMENT_EXTENSIONS })) ?? [] }),
      chooseFolder: async ({ purpose }) => ({
        path: (await options.host.dialogs?.chooseFolder({ title: purpose === 'source' ? 'Add a folder of documents' : 'Save translations in' })) ?? null,
      }),
      glossaryChoices: async ({ sourceLang, targetLang }) => ({ glossaries: await documents.glossaryChoices(sourceLang, targetLang) }),
    },
    translate: {
      text: async (call, ctx) => recordTranslation(history, call, await textTranslation.translate(call, ctx.signal)),
    },
    write: {
      improve: async (call, ctx) => recordImprovement(history, call, await textImprovement.improve(call, ctx.signal)),
    },
    styleRules: {
      page: ({ page, pageSize }, ctx) => styleRuleLists.page(page, pageSize, ctx),
      get: ({ styleId }, ctx) => styleRuleLists.get(styleId, ctx),
      create: ({ name, language }, ctx) => styleRuleLists.create(name, language, ctx),
      rename: ({ styleId, name }, ctx) => styleRuleLists.rename(styleId, name, ctx),
      replaceConfiguredRules: ({ styleId, configuredRules }, ctx) => styleRuleLists.replaceConfiguredRules(styleId, configuredRules, ctx),
      addCustomInstruction: ({ styleId, ...instruction }, ctx) => styleRuleLists.addCustomInstruction(styleId, instruction, ctx),
      delete: async ({ styleId }, ctx) => (await styleRuleLists.delete(styleId, ctx), { deleted: true }),
    },
    developerKeys: {
      list: async (_request, ctx) => ({ keys: await developerKeys.list(ctx.signal) }),
      create: ({ label, characterLimit }, ctx) => developerKeys.create(label, characterLimit, ctx.signal),
      rename: ({ keyId, label }, ctx) => developerKeys.rename(keyId, label, ctx.signal),
      setLimit: ({ keyId, characterLimit }, ctx) => developerKeys.setLimit(keyId, characterLimit, ctx.signal),
      deactivate: ({ keyId }, ctx) => developerKeys.deactivate(keyId, ctx.signal),
    },
    voice: {
      devices: () => captions.devices(),
      state: async () => captions.state(),
      start: (request) => captions.start(request),
      pause: async () => withoutTranscripts(captions.pause()),
      resume: async () => withoutTranscripts(captions.resume()),
      stop: async () => withoutTranscripts(await captions.stop()),
      exportTranscript: ({ key, format }) => captions.exportTranscript(key, format),
      overlayState: async () => overlayState(),
      showOverlay: async ({ open }) => {
        if (!overlay) throw new ValidationError([{ field: 'overlay', message: 'The caption overlay is part of the desktop app.' }], { nextStep: 'Open Glossa as a desktop app to float captions over a meeting.' });
        if (open) overlay.open();
        else overlay.close();
        return overlayState();
      },
    },
    quickTranslate: quickTranslateHandlers(quickTranslate),
    history: historyHandlers(history),
  };
  void quickTranslate.start().catch((error: unknown) => console.error('[glossa] quick translate did not start:', error));

  return {
    handlers,
    events,
    settings,
    accounts,
    languages,
    documents,
    quickTranslate,
    history,
    dispose: async () => {
      await quickTranslate.dispose();
      history.close();
      overlay?.close();
      await captions.dispose();
      await documents.close();
      await languages.flush();
      await accounts.dispose();
    },
  };
}

const withoutTranscripts = <T extends { transcripts: unknown }>({ transcripts: _transcripts, ...rest }: T) => rest;

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
