// The glossary operations behind the `glossaries` IPC area, on the active connection's API client.
// Saving sends the least: a PATCH with only the added and changed entries when nothing was deleted, a PUT
// of the whole dictionary when something was; then the entries are read again to confirm what the service holds.
// What a window sends is read once, in the work pool (glossarySaving.ts), and handed to the API client as
// CheckedEntries (its checked text, not parsed again): main's thread never reads a dictionary's 10 MB.
import type { Glossary } from '../../shared/api/glossaries';
import type { CallRequest, Contract } from '../../shared/contract';
import { ValidationError, fieldIssue } from '../../shared/errors';
import type {
  DictionaryPair,
  DictionaryRef,
  GlossarySummary,
  ImportResult,
  OpenEntriesAnswer,
  SaveResult,
} from '../../shared/calls/glossaries';
import { baseLanguage, languageName } from '../../shared/rules/languages';
import { validateGlossaryName, type GlossaryLineIssue } from '../../shared/rules/glossaryEntries';
import type { LanguageServicesClient } from '../api/client';
import type { DictionaryToSend } from '../api/glossaries';
import { type EntriesStart } from '../api/entriesPrefix';
import { DictionaryReads, FIRST_PAGE_ENTRIES, type EntriesPage } from './dictionaryReads';
import { exportFileName } from './glossaryExport';
import type { GlossaryFileFormat } from './glossaryImport';
import { CheckedEntries } from '../../node/glossaries/checkedEntries';
import type { WorkRunner } from '../workers/workPool';
import type { GlossaryStaging } from './glossaryStaging';

export interface GlossaryConnection {
  client(): Promise<LanguageServicesClient>;
}

/** The contract's request of a `glossaries` call: what the window sent, checked by its schema. */
type Request<M extends keyof Contract['glossaries']> = CallRequest<'glossaries', M>;

const summary = (glossary: Glossary): GlossarySummary => ({
  glossaryId: glossary.glossary_id,
  name: glossary.name,
  ...(glossary.ready === undefined ? {} : { ready: glossary.ready }),
  creationTime: glossary.creation_time,
  dictionaries: glossary.dictionaries.map((d) => ({
    sourceLang: d.source_lang,
    targetLang: d.target_lang,
    entryCount: d.entry_count,
  })),
});

const wirePair = (pair: DictionaryPair) => ({ source_lang: pair.sourceLang, target_lang: pair.targetLang });

function checkedName(name: string): string {
  const issue = validateGlossaryName(name)[0];
  if (issue) throw new ValidationError([{ field: 'name', message: issue.message, uiMessage: issue.uiMessage }]);
  return name;
}

export class GlossaryService {
  /** What each open dictionary held when it was read: the base that a save's changes are measured from. */
  private readonly baselines = new Map<string, string>();
  /** Dictionaries being sent to the editor page by page; each page after the first is checked in the pool. */
  private readonly reads = new DictionaryReads((lines) =>
    this.work.run('glossaryPage', { lines }, { label: 'Reading the dictionary' }),
  );

  constructor(
    private readonly connection: GlossaryConnection,
    /** Where files are read and written: the work pool (the app), never main's own thread. */
    private readonly work: WorkRunner,
    /** Picked files, received in chunks and read by the pool by path. */
    private readonly staging: GlossaryStaging,
  ) {}

  /** Every glossary of the connection, multilingual and legacy monolingual alike (v3 lists both). */
  async list(): Promise<GlossarySummary[]> {
    const client = await this.connection.client();
    return (await client.glossaries.list()).map(summary);
  }

  async get({ glossaryId }: Request<'get'>): Promise<GlossarySummary> {
    return summary(await (await this.connection.client()).glossaries.get(glossaryId));
  }

  /**
   * The service refuses a dictionary with no entries in a create, so an empty language pair is added after it,
   * by a PUT of its empty dictionary (what "Add language pair" does in the editor).
   */
  async create(request: Request<'create'>): Promise<GlossarySummary> {
    const client = await this.connection.client();
    const dictionaries = await Promise.all(
      request.dictionaries.map(async (dictionary, index) => {
        const read = await this.work.run(
          'glossaryChecked',
          { entriesTsv: dictionary.entriesTsv, field: `dictionaries.${index}.entries` },
          { label: 'Checking the entries' },
        );
        return { ...wirePair(dictionary), entries: CheckedEntries.checkedTsv(read.tsv, read.count) };
      }),
    );
    return this.createWith(client, checkedName(request.name), dictionaries);
  }

  private async createWith(
    client: LanguageServicesClient,
    name: string,
    dictionaries: DictionaryToSend[],
  ): Promise<GlossarySummary> {
    const isEmpty = ({ entries }: DictionaryToSend) =>
      typeof entries === 'string' ? entries.trim() === '' : entries.entries.length === 0;
    const created = await client.glossaries.create({ name, dictionaries: dictionaries.filter((d) => !isEmpty(d)) });
    const empty = dictionaries.filter(isEmpty);
    if (empty.length === 0) return summary(created);
    for (const dictionary of empty) await client.glossaries.putDictionary(created.glossary_id, dictionary);
    return this.get({ glossaryId: created.glossary_id });
  }

  /** A rename is a PATCH of the name alone. */
  async rename({ glossaryId, name }: Request<'rename'>): Promise<GlossarySummary> {
    const client = await this.connection.client();
    return summary(await client.glossaries.update(glossaryId, { name: checkedName(name) }));
  }

  /** A new glossary with a copy of every dictionary (the service has no copy call). */
  async duplicate({ glossaryId, name }: Request<'duplicate'>): Promise<GlossarySummary> {
    const client = await this.connection.client();
    const original = await client.glossaries.get(glossaryId);
    const dictionaries = [];
    for (const dictionary of original.dictionaries) {
      const read = await client.glossaries.entries(glossaryId, {
        source_lang: dictionary.source_lang,
        target_lang: dictionary.target_lang,
      });
      dictionaries.push({
        source_lang: dictionary.source_lang,
        target_lang: dictionary.target_lang,
        entries: read.entries,
        entries_format: 'tsv' as const,
      });
    }
    return this.createWith(client, checkedName(name), dictionaries);
  }

  async delete({ glossaryId }: Request<'delete'>): Promise<{ deleted: true }> {
    await (await this.connection.client()).glossaries.delete(glossaryId);
    for (const key of this.baselines.keys()) if (key.startsWith(`${glossaryId}|`)) this.baselines.delete(key);
    return { deleted: true };
  }

  /** Adds a language pair (or replaces its dictionary): a PUT of one dictionary. */
  async putDictionary({ entriesTsv, ...ref }: Request<'putDictionary'>): Promise<GlossarySummary> {
    const client = await this.connection.client();
    const read = await this.work.run('glossaryChecked', { entriesTsv }, { label: 'Checking the entries' });
    await client.glossaries.putDictionary(ref.glossaryId, {
      ...wirePair(ref),
      entries: CheckedEntries.checkedTsv(read.tsv, read.count),
    });
    this.baselines.set(baselineKey(ref), read.tsv);
    return this.get(ref);
  }

  async removeDictionary(ref: Request<'removeDictionary'>): Promise<GlossarySummary> {
    const client = await this.connection.client();
    await client.glossaries.deleteDictionary(ref.glossaryId, wirePair(ref));
    this.baselines.delete(baselineKey(ref));
    return this.get(ref);
  }

  /**
   * Creates the swapped pair from a dictionary. Targets may repeat where sources may not: of entries with the
   * same target, the first becomes the reversed entry and the others are counted as skipped.
   */
  async reverseDictionary(
    ref: Request<'reverseDictionary'>,
  ): Promise<{ glossary: GlossarySummary; skippedDuplicates: number }> {
    const client = await this.connection.client();
    const glossary = await client.glossaries.get(ref.glossaryId);
    const reversedPair = { sourceLang: ref.targetLang, targetLang: ref.sourceLang };
    if (
      glossary.dictionaries.some(
        (d) =>
          baseLanguage(d.source_lang) === baseLanguage(reversedPair.sourceLang) &&
          baseLanguage(d.target_lang) === baseLanguage(reversedPair.targetLang),
      )
    ) {
      throw new ValidationError(
        [
          fieldIssue('pair', {
            id: 'glossaries.error.pairExists',
            values: {
              name: glossary.name,
              source: languageName(reversedPair.sourceLang),
              target: languageName(reversedPair.targetLang),
            },
            languages: { source: reversedPair.sourceLang, target: reversedPair.targetLang },
          }),
        ],
        { saysNextStep: { id: 'glossaries.error.pairExists.nextStep' } },
      );
    }
    // Reading, checking and swapping a dictionary of up to 10 MB runs in the work pool, not on main's thread.
    const reversed = await this.work.run(
      'glossaryReverse',
      { tsv: await this.serviceText(client, ref) },
      { label: 'Reversing the dictionary' },
    );
    await client.glossaries.putDictionary(ref.glossaryId, {
      ...wirePair(reversedPair),
      entries: CheckedEntries.checkedTsv(reversed.tsv, reversed.count),
    });
    return { glossary: await this.get(ref), skippedDuplicates: reversed.skippedDuplicates };
  }

  /**
   * Opens a dictionary for the editor: its entries are read from the service once, and the first page goes
   * to the window at once; the rest is cut and checked page by page as the window asks (`moreEntries`).
   * Once the last page is taken, the entries become the base the next save is measured from.
   */
  async openEntries(ref: Request<'openEntries'>): Promise<OpenEntriesAnswer> {
    const client = await this.connection.client();
    const key = baselineKey(ref);
    // Until every page is read, a save reads the service again for its base.
    this.baselines.delete(key);
    const onComplete = (text: string) => this.baselines.set(key, text);
    // The first page goes as soon as its lines have arrived; a dictionary that ends within them waits for the
    // whole answer, as does any answer whose first lines could not be read as it came.
    let firstLinesRead!: (start: EntriesStart) => void;
    const firstLines = new Promise<EntriesStart>((resolve) => (firstLinesRead = resolve));
    const whole = client.glossaries
      .entries(ref.glossaryId, wirePair(ref), { firstLines: { count: FIRST_PAGE_ENTRIES, onRead: firstLinesRead } })
      .then((read) => read.entries);
    const first = await Promise.race([firstLines, whole.then((text) => ({ text, complete: true }))]);
    if (first.complete) return this.reads.open(key, await whole, onComplete);
    return this.reads.open(key, { firstLines: first.text, whole }, onComplete);
  }

  async moreEntries({ readId }: Request<'moreEntries'>): Promise<EntriesPage> {
    return this.reads.next(readId);
  }

  /** The editor closed the dictionary: its copy here and any pages not yet read are let go. */
  async closeEntries(ref: Request<'closeEntries'>): Promise<{ closed: boolean }> {
    const key = baselineKey(ref);
    this.reads.closeKey(key);
    return { closed: this.baselines.delete(key) };
  }

  /** A dictionary's terms, read whole and checked, for marking them in a translation; the editor's base is untouched. */
  async terms(ref: Request<'terms'>): Promise<{ entriesTsv: string; entryCount: number }> {
    const client = await this.connection.client();
    const tsv = (await client.glossaries.entries(ref.glossaryId, wirePair(ref))).entries;
    // 250,000 entries checked on main's thread froze every window for seconds (issue 25's bench): in the pool.
    return this.work.run('glossaryTerms', { tsv }, { label: 'Reading the glossary’s terms' });
  }

  /** Saves what the editor shows, with the smallest request, then reads it back to confirm. */
  async save({ entriesTsv, ...ref }: Request<'save'>): Promise<SaveResult> {
    const client = await this.connection.client();
    const key = baselineKey(ref);
    const baseTsv = this.baselines.get(key) ?? (await this.serviceText(client, ref));
    // The 10 MB parse, the rules and the difference run in the work pool; main only sends and reads.
    const plan = await this.work.run('glossarySavePlan', { entriesTsv, baseTsv }, { label: 'Checking the entries' });
    const entries = CheckedEntries.checkedTsv(plan.sendTsv, plan.sendCount);
    if (plan.method === 'PUT') await client.glossaries.putDictionary(ref.glossaryId, { ...wirePair(ref), entries });
    else if (plan.method === 'PATCH')
      await client.glossaries.update(ref.glossaryId, { dictionaries: [{ ...wirePair(ref), entries }] });
    const heldTsv = await this.serviceText(client, ref);
    this.baselines.set(key, heldTsv);
    const check = await this.work.run(
      'glossarySaveCheck',
      { heldTsv, entriesTsv },
      { label: 'Comparing the saved entries' },
    );
    return {
      method: plan.method,
      added: plan.added,
      changed: plan.changed,
      deleted: plan.deleted,
      sentEntries: plan.sendCount,
      confirmed: check.confirmed,
      ...(check.heldEntriesTsv === undefined ? {} : { entriesTsv: check.heldEntriesTsv }),
      glossary: await this.get(ref),
    };
  }

  /**
   * The glossary once the service says it can be used in translation: the API client's one readiness wait
   * (`GlossariesApi.whenReady`, growing pauses for up to a minute, then a typed error).
   */
  async waitUntilReady({ glossaryId }: Request<'waitUntilReady'>, signal?: AbortSignal): Promise<GlossarySummary> {
    const client = await this.connection.client();
    return summary(await client.glossaries.whenReady(glossaryId, signal ? { signal } : {}));
  }

  async stageFileBegin({ name, size }: Request<'stageFileBegin'>): Promise<{ stagingId: string }> {
    return { stagingId: await this.staging.begin(name, size) };
  }

  async stageFileChunk({ stagingId, offset, base64 }: Request<'stageFileChunk'>): Promise<{ received: number }> {
    return { received: await this.staging.append(stagingId, offset, Buffer.from(base64, 'base64')) };
  }

  async importFile({ stagingId, ...options }: Request<'importFile'>): Promise<ImportResult> {
    const path = this.staging.path(stagingId);
    const result = await this.work.run('glossaryImport', { path, options }, { label: 'Reading the glossary file' });
    return {
      preview: result.preview,
      entriesTsv: result.entriesTsv,
      entryCount: result.entryCount,
      issues: result.issues,
      issueCount: result.issueCount,
      ...rejectedLines(result.issues, result.issueCount),
      ignoredLineCount: result.ignoredLineCount,
      byteSize: result.byteSize,
      tooLarge: result.tooLarge,
      ...(result.fit ? { fit: result.fit } : {}),
      ...(result.termReport ? { termReport: result.termReport } : {}),
    };
  }

  async exportFile(request: Request<'exportFile'>) {
    const { entriesTsv, format, glossaryName: _name, ...options } = request;
    const base64 = await this.work.run(
      'glossaryExport',
      { entriesTsv, format, options },
      { label: 'Writing the glossary file' },
    );
    const mimeTypes: Record<GlossaryFileFormat, string> = {
      tsv: 'text/tab-separated-values',
      csv: 'text/csv',
      xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      tbx: 'application/x-tbx+xml',
    };
    return {
      fileName: exportFileName(request.glossaryName, request.format, request),
      mimeType: mimeTypes[request.format],
      base64,
    };
  }

  /** The service's TSV of one dictionary, as it sent it (its answer parsed in the pool when large: api/transport.ts). */
  private async serviceText(client: LanguageServicesClient, ref: DictionaryRef): Promise<string> {
    return (await client.glossaries.entries(ref.glossaryId, wirePair(ref))).entries;
  }
}

/** Lines rejected, each counted once, and those whose only problem is spaces at the start or end of a phrase. */
/**
 * Lines rejected (each once, however many rules it breaks) and lines only spaces kept out. Past the issues kept
 * for the report (the first thousand), each further issue is counted as a line of its own.
 */
function rejectedLines(
  issues: readonly GlossaryLineIssue[],
  issueCount: number,
): { rejectedLineCount: number; trimmableLineCount: number } {
  const onlySpaces = new Map<number, boolean>();
  for (const issue of issues) {
    if (issue.reason === 'dictionaryTooLarge') continue;
    onlySpaces.set(issue.line, (onlySpaces.get(issue.line) ?? true) && issue.reason === 'surroundingWhitespace');
  }
  let trimmableLineCount = 0;
  for (const trimmable of onlySpaces.values()) if (trimmable) trimmableLineCount++;
  return { rejectedLineCount: onlySpaces.size + Math.max(0, issueCount - issues.length), trimmableLineCount };
}

const baselineKey = (ref: DictionaryRef) =>
  `${ref.glossaryId}|${ref.sourceLang.toLowerCase()}>${ref.targetLang.toLowerCase()}`;
