// "Check quality" on a finished document whose result is an XLIFF file: main reads its segment pairs in the work
// pool (documentSegments.ts), sends them to quality evaluation in requests of at most 500 segments, one after
// another, and keeps the doubtful ones. Main owns each check, so a reloaded window shows it again; a check
// stopped by an error (a 456 quota, a dead network, the service failing) keeps what was checked before it, and
// "Check the rest" goes on from the first segment not checked: nothing billed is sent or lost twice.
import { basename } from 'node:path';
import {
  DOCUMENT_CHECK_SHOWN,
  type DocumentCheckView,
  type DoubtfulDocumentSegment,
} from '../../shared/calls/qualityCheck';
import { NotFoundError, ValidationError, fieldIssue, toErrorData } from '../../shared/errors';
import { isXliffFileName } from '../../shared/rules/documents';
import { QUALITY_MAX_SEGMENTS, qualityLanguage } from '../../shared/rules/qualityEvaluation';
import type { XliffSegmentPair } from '../../node/formats/xliff/xliffSegmentPairs';
import type { DocumentSegments } from './documentSegments';
import { type QualityCheckConnection, issueView } from './qualityCheck';

/** A finished job as the check needs it: its result file and the languages its batch asked for. */
export interface CheckedJob {
  outputPath?: string;
  recoveredPath?: string;
  name: string;
  options: { sourceLang?: string; targetLang: string };
}

export interface DocumentQualityChecksOptions {
  connection: QualityCheckConnection;
  /** The job by id (throws when the queue no longer has it). */
  job(jobId: string): CheckedJob;
  /** Reads the file's segment pairs: the work pool's task in the app. */
  readSegments(path: string, name: string): Promise<DocumentSegments>;
}

interface Check {
  view: DocumentCheckView;
  /** Every doubtful segment found (the view shows the first ones). */
  doubtful: DoubtfulDocumentSegment[];
  /** Each request's score and segment count, for the document's score. */
  scores: { score: number; count: number }[];
  pairs?: XliffSegmentPair[];
  running: boolean;
}

export class DocumentQualityChecks {
  private readonly checks = new Map<string, Check>();
  private readonly listeners = new Set<() => void>();

  constructor(private readonly options: DocumentQualityChecksOptions) {}

  list(): DocumentCheckView[] {
    return [...this.checks.values()].map((check) => check.view);
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Starts the check of a job's XLIFF result, or goes on with one an error stopped; answers at once with its
   * view (progress follows through `onChange`). A check running or done with nothing left is answered as it is,
   * except that a finished one is started again (the file may have been edited since).
   */
  start(jobId: string): DocumentCheckView {
    const existing = this.checks.get(jobId);
    if (existing?.running) return existing.view;
    const job = this.jobOf(jobId);
    const path = job.outputPath ?? job.recoveredPath;
    if (!path || !isXliffFileName(path))
      throw new ValidationError([
        fieldIssue('jobId', {
          id: 'qualityCheck.document.notXliff',
          values: { name: job.name, element: basename(path ?? job.name) },
        }),
      ]);
    const goOn = existing?.view.state === 'stopped' && existing.pairs && existing.view.checked < existing.view.total;
    const check: Check = goOn
      ? { ...existing, view: { ...existing.view, state: 'checking' }, running: true }
      : {
          view: {
            jobId,
            name: basename(path),
            state: 'reading',
            total: 0,
            checked: 0,
            unfilled: 0,
            tooLong: 0,
            doubtfulCount: 0,
            doubtful: [],
          },
          doubtful: [],
          scores: [],
          running: true,
        };
    delete check.view.error;
    this.checks.set(jobId, check);
    this.changed();
    void this.run(check, path, job);
    return check.view;
  }

  private async run(check: Check, path: string, job: CheckedJob): Promise<void> {
    try {
      if (!check.pairs) {
        const read = await this.options.readSegments(path, check.view.name);
        // The batch's languages first: a restored 1.2 file keeps the target-language its tool wrote.
        const sourceLang = job.options.sourceLang ?? read.sourceLanguage;
        const targetLang = job.options.targetLang || read.targetLanguage;
        if (!sourceLang) throw noLanguage(check.view.name, 'source');
        if (!targetLang) throw noLanguage(check.view.name, 'target');
        check.pairs = read.pairs;
        this.update(check, {
          state: 'checking',
          sourceLang: qualityLanguage(sourceLang, 'source'),
          targetLang: qualityLanguage(targetLang, 'target'),
          total: read.pairs.length,
          unfilled: read.unfilled,
          tooLong: read.tooLong,
        });
      }
      const client = await this.options.connection.client();
      const { sourceLang, targetLang } = check.view;
      while (check.view.checked < check.view.total) {
        const from = check.view.checked;
        const batch = check.pairs.slice(from, from + QUALITY_MAX_SEGMENTS);
        const report = await client.qualityEvaluation.evaluate({
          metadata: { source_language: sourceLang!, target_language: targetLang! },
          segments: batch.map(({ source, target }) => ({ source, target })),
        });
        for (const segment of report.segments) {
          const pair = batch[segment.segment_index];
          if (!pair || segment.errors.length === 0) continue;
          check.doubtful.push({
            id: pair.id,
            number: pair.number,
            source: pair.source,
            target: pair.target,
            issues: segment.errors.map(issueView),
          });
        }
        check.scores.push({ score: report.summary.overall_score, count: batch.length });
        this.update(check, { checked: from + batch.length });
      }
      this.update(check, { state: 'done' });
    } catch (error) {
      this.update(check, { state: 'stopped', error: toErrorData(error) });
    } finally {
      check.running = false;
      this.changed();
    }
  }

  private update(check: Check, change: Partial<DocumentCheckView>): void {
    const counted = check.scores.reduce((sum, s) => sum + s.count, 0);
    const score =
      counted > 0 ? Math.round(check.scores.reduce((sum, s) => sum + s.score * s.count, 0) / counted) : undefined;
    check.view = {
      ...check.view,
      ...change,
      ...(score !== undefined ? { score } : {}),
      doubtfulCount: check.doubtful.length,
      doubtful: check.doubtful.slice(0, DOCUMENT_CHECK_SHOWN),
    };
    this.changed();
  }

  private jobOf(jobId: string): CheckedJob {
    try {
      return this.options.job(jobId);
    } catch {
      throw new NotFoundError({
        says: { id: 'documents.error.jobGone' },
        saysNextStep: { id: 'documents.error.addAgain' },
      });
    }
  }

  private changed(): void {
    for (const listener of this.listeners) listener();
  }
}

const noLanguage = (name: string, side: 'source' | 'target') =>
  new ValidationError([fieldIssue('file', { id: 'qualityCheck.document.noLanguage', values: { name, side } })], {
    saysNextStep: { id: 'qualityCheck.document.noLanguage.nextStep' },
  });
