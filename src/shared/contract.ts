// Every IPC channel of Glossa, declared once. The preload's `window.glossa`, main's registration and the
// browser shell's transport are all derived from this object. How to add a capability: ./CONTRACT.md.
import { z } from 'zod';
import { type CallSpec, type Handlers, call, event } from './ipc/define';
import { HistoryPreferencesSchema, QuickTranslatePreferencesSchema, SettingsPatchSchema } from './settings';
import {
  AccountRefSchema,
  AccountsStateSchema,
  AddAccountRequestSchema,
  ChooseGlossaryRequestSchema,
  SECRET_KINDS,
  SetKeyRequestSchema,
  SetProxyRequestSchema,
  TrialTranslationSchema,
  TryTranslationRequestSchema,
  UpdateAccountRequestSchema,
  UsageViewSchema,
} from './calls/accounts';
import { AppInfoSchema } from './calls/app';
import { PublicSettingsSchema } from './calls/settings';
import {
  LanguageChoicesRequestSchema,
  LanguageChoicesSchema,
  LanguageListRequestSchema,
  LanguageListSchema,
  LanguageResourcesSchema,
} from './calls/languages';
import * as glossaryCalls from './calls/glossaries';
import * as documentCalls from './calls/documents';
import * as translateCalls from './calls/translate';
import * as styleProfileCalls from './calls/styleProfiles';
import * as memoryCalls from './calls/translationMemories';
import * as writeCalls from './calls/write';
import * as qualityCheckCalls from './calls/qualityCheck';
import * as styleRuleCalls from './calls/styleRules';
import * as developerKeyCalls from './calls/developerKeys';
import * as voiceJobCalls from './calls/voiceJobs';
import * as spokenTermCalls from './calls/spokenTerms';
import * as voiceCalls from './calls/voice';
import * as historyCalls from './calls/history';
import * as quickCalls from './calls/quickTranslate';
import * as draftCalls from './calls/drafts';

export const contract = {
  app: {
    getInfo: call(z.void(), AppInfoSchema),
    /** Opens an https link in the user's browser, after the URL policy allows it. */
    openExternal: call(z.object({ url: z.string().max(2048) }), z.object({ opened: z.boolean() })),
    /** Aborts a call this window named with `{ callId }` (e.g. a translation a newer one replaced). */
    cancelCall: call(z.object({ callId: z.string().min(1).max(100) }), z.object({ cancelled: z.boolean() })),
  },
  settings: {
    get: call(z.void(), PublicSettingsSchema),
    update: call(SettingsPatchSchema, PublicSettingsSchema),
    onChanged: event(PublicSettingsSchema),
  },
  /** Accounts and their keys. A key goes only from a window to main; what comes back is masked. */
  accounts: {
    state: call(z.void(), AccountsStateSchema),
    /** Tries the OS keychain again (after the user unlocked or installed one). */
    checkKeychain: call(z.void(), AccountsStateSchema),
    /** Checks the key with the service, stores it, then adds the account (the first one becomes active). */
    add: call(AddAccountRequestSchema, AccountsStateSchema),
    update: call(UpdateAccountRequestSchema, AccountsStateSchema),
    /** Adds or replaces an API key or admin key, after the service accepted it. */
    setKey: call(SetKeyRequestSchema, AccountsStateSchema),
    removeKey: call(AccountRefSchema.extend({ kind: z.enum(SECRET_KINDS) }), AccountsStateSchema),
    remove: call(AccountRefSchema, AccountsStateSchema),
    activate: call(AccountRefSchema, AccountsStateSchema),
    /** The glossary the active account uses for a language pair (glossaries belong to its data centre). */
    chooseGlossary: call(ChooseGlossaryRequestSchema, AccountsStateSchema),
    /** Translates a short sample with the active connection (the offline demo when there is no account). */
    tryTranslation: call(TryTranslationRequestSchema, TrialTranslationSchema),
    /** The proxy address of Settings (wins over HTTPS_PROXY / HTTP_PROXY); its credentials never come back. */
    setProxy: call(SetProxyRequestSchema, AccountsStateSchema),
    /** Characters used of the limit this period, for the active account (GET /v2/usage). */
    usage: call(z.void(), UsageViewSchema),
    onChanged: event(AccountsStateSchema),
    /** A new usage reading (after a translation, a document or a text improvement). */
    onUsage: event(UsageViewSchema),
  },
  /** Language lists of the active connection (cached for at most an hour, stored for offline start). */
  languages: {
    list: call(LanguageListRequestSchema, LanguageListSchema),
    /** What a picker may offer: with `feature`, only languages that support it on the sides it is checked on. */
    choices: call(LanguageChoicesRequestSchema, LanguageChoicesSchema),
    /** Each resource's features and the side(s) of a pair that must support them (the Languages section). */
    resources: call(z.object({}), LanguageResourcesSchema),
  },
  /** Glossaries of the active connection: the list, each dictionary's entries, import and export. */
  glossaries: {
    list: call(z.void(), z.object({ glossaries: z.array(glossaryCalls.GlossarySummarySchema) })),
    get: call(glossaryCalls.GlossaryRefSchema, glossaryCalls.GlossarySummarySchema),
    create: call(glossaryCalls.CreateGlossarySchema, glossaryCalls.GlossarySummarySchema),
    /** A PATCH of the name alone. */
    rename: call(glossaryCalls.RenameGlossarySchema, glossaryCalls.GlossarySummarySchema),
    duplicate: call(glossaryCalls.DuplicateGlossarySchema, glossaryCalls.GlossarySummarySchema),
    delete: call(glossaryCalls.GlossaryRefSchema, z.object({ deleted: z.boolean() })),
    /** Polls until the service says the glossary can be used in translation (at most a minute). */
    waitUntilReady: call(glossaryCalls.GlossaryRefSchema, glossaryCalls.GlossarySummarySchema),
    /** Adds a language pair, or replaces its dictionary whole. */
    putDictionary: call(glossaryCalls.PutDictionarySchema, glossaryCalls.GlossarySummarySchema),
    removeDictionary: call(glossaryCalls.DictionaryRefSchema, glossaryCalls.GlossarySummarySchema),
    reverseDictionary: call(glossaryCalls.DictionaryRefSchema, glossaryCalls.ReverseResultSchema),
    /** A dictionary for the editor: its first page at once; the rest with `moreEntries`, page by page. */
    openEntries: call(glossaryCalls.DictionaryRefSchema, glossaryCalls.OpenEntriesAnswerSchema),
    moreEntries: call(glossaryCalls.EntriesReadSchema, glossaryCalls.EntriesPageSchema),
    /** The editor closed the dictionary: main lets go of its copy and of any pages not yet read. */
    closeEntries: call(glossaryCalls.DictionaryRefSchema, z.object({ closed: z.boolean() })),
    /** A dictionary's terms, read whole and checked, for marking them in a translation (not the editor's base). */
    terms: call(glossaryCalls.DictionaryRefSchema, z.object({ entriesTsv: z.string(), entryCount: z.number() })),
    /** PATCH when entries were only added or changed, PUT when any was deleted; then read back to confirm. */
    save: call(glossaryCalls.SaveDictionarySchema, glossaryCalls.SaveResultSchema),
    /** A picked glossary file: announce it, then send its bytes in order, in chunks; the pool reads it by path. */
    stageFileBegin: call(glossaryCalls.StageFileBeginSchema, z.object({ stagingId: z.string() })),
    stageFileChunk: call(glossaryCalls.StageFileChunkSchema, z.object({ received: z.number() })),
    importFile: call(glossaryCalls.ImportFileSchema, glossaryCalls.ImportResultSchema),
    exportFile: call(glossaryCalls.ExportFileSchema, glossaryCalls.ExportResultSchema),
    /** Older glossaries (the service's v2 routes): listed, read, deleted, and converted to a v3 glossary. */
    listOlder: call(z.void(), z.object({ glossaries: z.array(glossaryCalls.OlderGlossarySchema) })),
    olderEntries: call(glossaryCalls.GlossaryRefSchema, z.object({ entriesTsv: z.string(), entryCount: z.number() })),
    deleteOlder: call(glossaryCalls.GlossaryRefSchema, z.object({ deleted: z.boolean() })),
    /** A new v3 glossary with the same entries, checked, and only then the older one deleted. */
    convertOlder: call(glossaryCalls.GlossaryRefSchema, glossaryCalls.GlossarySummarySchema),
  },
  /** Document translation: the queue in main, files by path or as staged bytes, progress as state snapshots. */
  documents: {
    state: call(z.void(), documentCalls.DocumentsStateSchema),
    capabilities: call(z.void(), documentCalls.DocumentCapabilitiesSchema),
    /** One batch; unsupported files are refused at once, each with its reason. */
    add: call(documentCalls.AddFilesRequestSchema, documentCalls.AddFilesResultSchema),
    /** A dropped file without a path: announce it, then send its bytes in order, in chunks. */
    stageBegin: call(documentCalls.StageBeginSchema, z.object({ stagingId: z.string() })),
    stageChunk: call(documentCalls.StageChunkSchema, z.object({ received: z.number() })),
    /** The characters a file (or each file of a folder) will bill, counted in a worker before anything is sent. */
    count: call(documentCalls.CountFileRequestSchema, documentCalls.CountFileResultSchema),
    /** Removes a staged drop that will not be translated. */
    unstage: call(documentCalls.UnstageSchema, z.object({ ok: z.boolean() })),
    cancel: call(documentCalls.JobRefSchema, z.object({ ok: z.boolean() })),
    /** "Translate again": the same file and options, uploaded anew. */
    retry: call(documentCalls.JobRefSchema, z.object({ ok: z.boolean() })),
    /** Lets uploads start again after the quota was reached (456). */
    resume: call(z.void(), z.object({ ok: z.boolean() })),
    clearFinished: call(z.void(), z.object({ ok: z.boolean() })),
    openResult: call(
      documentCalls.JobRefSchema.extend({ how: z.enum(['open', 'show']) }),
      z.object({ ok: z.boolean() }),
    ),
    /** "Save as…": a translation kept in the recovery folder (its output folder refused it) placed in another folder. */
    saveRecovered: call(documentCalls.SaveRecoveredSchema, documentCalls.SaveRecoveredResultSchema),
    /** Deletes a translation kept in the recovery folder, and its job (the window asks the user first). */
    discardRecovered: call(documentCalls.JobRefSchema, z.object({ ok: z.boolean() })),
    /** The user has read the notices about a damaged journal or key. */
    dismissNotices: call(z.void(), z.object({ ok: z.boolean() })),
    /** Native dialogs (desktop app only): files to add, or the output folder. */
    chooseFiles: call(z.void(), z.object({ paths: z.array(z.string()) })),
    chooseFolder: call(z.object({ purpose: z.enum(['source', 'output']) }), z.object({ path: z.string().nullable() })),
    /** Glossaries whose pair serves source -> target (a base language covers its variants). */
    glossaryChoices: call(
      z.object({ sourceLang: z.string().min(2).max(35), targetLang: z.string().min(2).max(35) }),
      z.object({ glossaries: z.array(documentCalls.GlossaryChoiceSchema) }),
    ),
    /** Whether an output folder can take translations (checked when it is chosen), and creating a missing one. */
    checkOutputFolder: call(documentCalls.OutputFolderRequestSchema, documentCalls.OutputFolderStatusSchema),
    createOutputFolder: call(documentCalls.OutputFolderRequestSchema, documentCalls.OutputFolderStatusSchema),
    onChanged: event(documentCalls.DocumentsStateSchema),
  },
  /** Text translation of the Translate pane: paragraphs in order, explicit or detected source, glossary, formality. */
  translate: {
    text: call(translateCalls.TranslateTextCallSchema, translateCalls.TranslateTextResultSchema),
    /** The account's translation memories (Pro), every page. */
    memories: call(z.object({}), translateCalls.MemoriesResultSchema),
  },
  /** Managing the account's translation memories (the service's beta); the list is `translate.memories`. */
  translationMemories: {
    /** A picked TMX file without a path: announce it, then send its bytes in order, in chunks. */
    stageBegin: call(memoryCalls.StageTmxBeginSchema, z.object({ stagingId: z.string() })),
    stageChunk: call(memoryCalls.StageTmxChunkSchema, z.object({ received: z.number() })),
    /** Checked in the work pool, declared, uploaded with progress (`onImportProgress`), read by the service. */
    importTmx: call(memoryCalls.ImportTmxSchema, memoryCalls.ImportedMemorySchema),
    segments: call(memoryCalls.SegmentsRequestSchema, memoryCalls.SegmentsPageSchema),
    /** Made and downloaded by main; the window then reads the file in chunks (`exportRead`). */
    exportTmx: call(memoryCalls.MemoryRefSchema, memoryCalls.ExportedTmxSchema),
    exportRead: call(memoryCalls.ExportReadSchema, memoryCalls.ExportChunkSchema),
    delete: call(memoryCalls.MemoryRefSchema, z.object({ deleted: z.boolean() })),
    onImportProgress: event(memoryCalls.ImportProgressSchema),
  },
  /** Text improvement (Pro only): the wire body of /v2/write/rephrase, so the window measures what is sent. */
  write: {
    improve: call(writeCalls.WriteCallSchema, writeCalls.WriteResultSchema),
    /** Spelling and grammar only (/v2/write/correct), answered like an improvement. */
    correct: call(writeCalls.CorrectCallSchema, writeCalls.WriteResultSchema),
  },
  /** Segment pairs checked by the service's quality evaluation (Translate, an XLIFF, a glossary dictionary). */
  qualityCheck: {
    check: call(qualityCheckCalls.QualityCheckCallSchema, qualityCheckCalls.QualityCheckResultSchema),
    /** Starts (or, after a stop, continues) the check of a finished XLIFF document, read and sent by main. */
    checkDocument: call(qualityCheckCalls.DocumentCheckRequestSchema, qualityCheckCalls.DocumentCheckViewSchema),
    /** The documents' checks main keeps (a reloaded window shows them again). */
    documentChecks: call(z.void(), qualityCheckCalls.DocumentChecksSchema),
    onDocumentChecks: event(qualityCheckCalls.DocumentChecksSchema),
  },
  /** Client profiles: the service's style profiles (glossaries, a style rule list per target, a memory per source). */
  styleProfiles: {
    list: call(z.object({}), styleProfileCalls.StyleProfilesResultSchema),
    create: call(styleProfileCalls.CreateStyleProfileCallSchema, styleProfileCalls.StyleProfileViewSchema),
    update: call(styleProfileCalls.UpdateStyleProfileCallSchema, styleProfileCalls.StyleProfileViewSchema),
    delete: call(styleProfileCalls.StyleProfileRefSchema, z.object({})),
  },
  /** Style rule lists (Pro only) of the active connection. Every change answers with the list as it now is. */
  styleRules: {
    page: call(styleRuleCalls.StyleRulePageRequestSchema, styleRuleCalls.StyleRulePageSchema),
    get: call(styleRuleCalls.StyleRefSchema, styleRuleCalls.StyleRuleListViewSchema),
    create: call(styleRuleCalls.CreateStyleRuleListCallSchema, styleRuleCalls.StyleRuleListViewSchema),
    rename: call(styleRuleCalls.RenameStyleRuleListCallSchema, styleRuleCalls.StyleRuleListViewSchema),
    replaceConfiguredRules: call(
      styleRuleCalls.ReplaceConfiguredRulesCallSchema,
      styleRuleCalls.StyleRuleListViewSchema,
    ),
    addCustomInstruction: call(styleRuleCalls.AddCustomInstructionCallSchema, styleRuleCalls.StyleRuleListViewSchema),
    replaceCustomInstruction: call(
      styleRuleCalls.ReplaceCustomInstructionCallSchema,
      styleRuleCalls.StyleRuleListViewSchema,
    ),
    deleteCustomInstruction: call(styleRuleCalls.CustomInstructionRefSchema, styleRuleCalls.StyleRuleListViewSchema),
    /** One instruction as the service now holds it (opened to edit: another device may have changed it). */
    getCustomInstruction: call(styleRuleCalls.CustomInstructionRefSchema, styleRuleCalls.CustomInstructionViewSchema),
    /** The lists a translation into a language may use (hidden, with the reason, on Free). */
    forTarget: call(styleRuleCalls.StyleChoicesRequestSchema, styleRuleCalls.StyleChoicesSchema),
    delete: call(styleRuleCalls.StyleRefSchema, z.object({ deleted: z.boolean() })),
  },
  /** Developer key administration with the active account's admin key. Deactivation is permanent. */
  developerKeys: {
    list: call(z.void(), z.object({ keys: z.array(developerKeyCalls.DeveloperKeyViewSchema) })),
    create: call(developerKeyCalls.CreateDeveloperKeyCallSchema, developerKeyCalls.DeveloperKeyViewSchema),
    rename: call(developerKeyCalls.RenameDeveloperKeyCallSchema, developerKeyCalls.DeveloperKeyViewSchema),
    setLimit: call(developerKeyCalls.SetDeveloperKeyLimitCallSchema, developerKeyCalls.DeveloperKeyViewSchema),
    deactivate: call(developerKeyCalls.DeveloperKeyRefSchema, developerKeyCalls.DeveloperKeyViewSchema),
    /** The admin analytics over a period: characters per key and per reporting tag. */
    usage: call(developerKeyCalls.UsagePeriodCallSchema, developerKeyCalls.TeamUsageSchema),
    /** The same report as a CSV file (cells a spreadsheet would run as formulas escaped). */
    exportUsage: call(developerKeyCalls.UsagePeriodCallSchema, developerKeyCalls.TeamUsageCsvSchema),
  },
  /** Live captions: capture devices, one session at a time, transcript updates, the level meter, export. */
  voice: {
    /** Microphones and system-audio sources, asked afresh from the system. */
    devices: call(z.void(), voiceCalls.DeviceListSchema),
    /** The state with every transcript so far (for a window that opens mid-session). */
    state: call(z.void(), voiceCalls.VoiceStateSchema),
    start: call(voiceCalls.StartVoiceSchema, voiceCalls.VoiceStateSchema),
    /** Silence is sent while paused, so the session stays open. */
    pause: call(z.void(), voiceCalls.VoiceStatusSchema),
    resume: call(z.void(), voiceCalls.VoiceStatusSchema),
    /** Stops capturing and waits for the last captions (the end of the stream). */
    stop: call(z.void(), voiceCalls.VoiceStatusSchema),
    /** Another device for a side of the call (or the only source), e.g. after its device went away. */
    switchDevice: call(voiceCalls.SwitchDeviceSchema, voiceCalls.VoiceStatusSchema),
    exportTranscript: call(voiceCalls.ExportTranscriptSchema, voiceCalls.ExportedTranscriptSchema),
    /** The desktop app's file dialog for a recording to caption (null: cancelled, or no dialogs in this host). */
    chooseRecording: call(z.void(), z.object({ path: z.string().nullable(), dialogs: z.boolean() })),
    /** The always-on-top caption overlay (desktop app); its languages, click-through and opacity are settings. */
    overlayState: call(z.void(), voiceCalls.OverlayStateSchema),
    showOverlay: call(z.object({ open: z.boolean() }), voiceCalls.OverlayStateSchema),
    onStatus: event(voiceCalls.VoiceStatusSchema),
    onTranscript: event(voiceCalls.TranscriptChangeSchema),
    onLevel: event(voiceCalls.LevelSchema),
    onSpeech: event(voiceCalls.SpeechChunkSchema),
  },
  /** The meeting's spoken-term lists (kept on the service; those Glossa made, per account). */
  spokenTerms: {
    list: call(z.void(), spokenTermCalls.SpokenTermListsSchema),
    read: call(spokenTermCalls.ReadTermsSchema, spokenTermCalls.TermsSchema),
    save: call(spokenTermCalls.SaveTermsSchema, spokenTermCalls.SpokenTermListSchema),
    delete: call(spokenTermCalls.DeleteTermsSchema, z.object({})),
  },
  /** Recordings translated as an asynchronous voice job: upload, polling, results saved beside the recording. */
  voiceJobs: {
    state: call(z.void(), voiceJobCalls.VoiceJobsStateSchema),
    /** One recording; refused before anything is sent when its type or size is not one the service takes. */
    add: call(voiceJobCalls.AddRecordingSchema, z.object({ jobId: z.string() })),
    /** A dropped recording without a path: announce it, then send its bytes in order, in chunks. */
    stageBegin: call(voiceJobCalls.StageRecordingSchema, z.object({ stagingId: z.string() })),
    stageChunk: call(voiceJobCalls.StageRecordingChunkSchema, z.object({ received: z.number() })),
    /** Goes on where a stopped job stopped (the upload again, or polling): nothing billed is asked for twice. */
    retry: call(voiceJobCalls.VoiceJobRefSchema, z.object({ ok: z.boolean() })),
    /** Forgets a finished or stopped job (its saved results stay). */
    remove: call(voiceJobCalls.VoiceJobRefSchema, z.object({ ok: z.boolean() })),
    onChanged: event(voiceJobCalls.VoiceJobsStateSchema),
  },
  /** Translate anywhere (desktop app): global shortcuts, the quick popup, the tray and start at login. */
  quickTranslate: {
    /** What works on this desktop: each shortcut's registration (or why not), tray, start at login. */
    status: call(z.void(), quickCalls.QuickTranslateStatusSchema),
    /** Checks and registers new shortcuts; one that cannot be registered is refused with the reason. */
    setPreferences: call(QuickTranslatePreferencesSchema, quickCalls.QuickTranslateStatusSchema),
    /** What the popup shows: the last gesture's text and translation. */
    state: call(z.void(), quickCalls.QuickStateSchema),
    /** Text typed or pasted into the popup. */
    translate: call(quickCalls.QuickTranslateTextSchema, quickCalls.QuickStateSchema),
    /** The target language quick switch (remembered). */
    setTarget: call(quickCalls.QuickTargetSchema, quickCalls.QuickStateSchema),
    /** The translation becomes the source, translated back. */
    swap: call(z.void(), quickCalls.QuickStateSchema),
    /** Glossaries, memory, client profile, formality and context changed in the popup: translated again. */
    setChoices: call(quickCalls.QuickChoicesSchema, quickCalls.QuickStateSchema),
    /** Hands the text to the main window's Translate view (event `onOpenInMain`) and shows that window. */
    openInMain: call(z.void(), z.object({ ok: z.boolean() })),
    closePopup: call(z.void(), z.object({ ok: z.boolean() })),
    onState: event(quickCalls.QuickStateSchema),
    onStatus: event(quickCalls.QuickTranslateStatusSchema),
    onOpenInMain: event(quickCalls.OpenInMainSchema),
  },
  /** The local history of text translations and improvements (never a key); off deletes it. */
  history: {
    status: call(z.void(), historyCalls.HistoryStatusSchema),
    search: call(historyCalls.HistorySearchSchema, historyCalls.HistoryPageSchema),
    pin: call(historyCalls.PinSchema, historyCalls.HistoryEntrySchema),
    remove: call(historyCalls.RemoveEntriesSchema, z.object({ removed: z.number() })),
    exportFile: call(historyCalls.ExportHistorySchema, historyCalls.ExportedHistorySchema),
    /** Chosen translations as a glossary import for the editor. */
    glossaryDraft: call(historyCalls.GlossaryDraftRequestSchema, historyCalls.GlossaryDraftSchema),
    setPreferences: call(HistoryPreferencesSchema, historyCalls.HistoryStatusSchema),
    /** How many entries saving these preferences would delete, asked before saving a tighter bound. */
    wouldDelete: call(HistoryPreferencesSchema, z.object({ count: z.number().int() })),
    onChanged: event(historyCalls.HistoryStatusSchema),
  },
  /** Work typed but not yet sent or saved, kept by main in the app's data folder as the user types. */
  drafts: {
    /** Every draft kept (a damaged or odd draft file is set aside, never an error). */
    list: call(z.void(), draftCalls.DraftListSchema),
    /** Keeps a draft in place of the last one of its kind (written once the typing pauses). */
    save: call(draftCalls.DraftSchema, z.object({ saved: z.boolean() })),
    discard: call(draftCalls.DraftKindSchema, z.object({ discarded: z.boolean() })),
  },
} as const;

export type Contract = typeof contract;

/** What main implements for one area: one async handler per call, typed by the contract. */
export type AreaHandlers<A extends keyof Contract> = Handlers<Contract>[A];
/** The parsed request of one call, as its handler and service receive it. */
export type CallRequest<A extends keyof Contract, M extends keyof Contract[A]> =
  Contract[A][M] extends CallSpec<infer Req> ? z.output<Req> : never;
