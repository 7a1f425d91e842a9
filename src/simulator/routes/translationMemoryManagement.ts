// Managing translation memories (the service's beta, public dialect only: the spec dialect answers its "not
// found"): read one, its segments page by page (an opaque cursor, a text filter), delete it; import a TMX file
// (declare it, PUT it to the signed `upload_url`, poll the job: the file is read by the format layer's TMX
// reader into a new memory whose segments translations then match); export one (a job, then a signed
// download of the TMX). Shapes: deepl-node 1.28 (deeplClient.ts, parsing.ts) and the documentation page
// developers.deepl.com/api-reference/translation-memory/import-a-translation-memory.
import { createHash, randomUUID } from 'node:crypto';
import { tmxEncodingOf } from '../../node/formats/tmx/tmxEncoding';
import { readTmx, writeTmx } from '../../node/formats/tmx/tmxUnits';
import { json, noContent, formatSize, type Exchange } from '../http/exchange';
import { badRequest, forbidden, notFound, ServiceError } from '../http/serviceError';
import type { SimulatorModule } from '../context';
import { MemoryJobs, type MemoryJob } from '../state/memoryJobs';
import type { DemoMemory } from '../state/translationMemories';
import { readInteger } from './styleRules';
import { TMX_IMPORT_BYTES_MAX } from '../../shared/rules/translationMemories';

const ASSETS = '/v1/assets/translation-memories';
/** The service's bound on a declared TMX (the import page: at most 1 GB), the same rule the client checks. */
const IMPORT_BYTES_MAX = TMX_IMPORT_BYTES_MAX;
/** What the simulator itself reads (in memory); a larger upload is received, then its job fails saying so. */
const SIMULATOR_TMX_BYTES_MAX = 64 * 1024 * 1024;

const segmentId = (memoryId: string, index: number, language = '') =>
  createHash('sha256').update(`${memoryId}\u0000${index}\u0000${language}`).digest('hex').slice(0, 32);

function memoryInfo(memory: DemoMemory) {
  return {
    translation_memory_id: memory.translation_memory_id,
    name: memory.name,
    source_language: memory.source_language,
    target_languages: memory.target_languages,
    segment_count: memory.segments.length,
    ...(memory.creation_time ? { creation_time: memory.creation_time } : {}),
    ...(memory.updated_time ? { updated_time: memory.updated_time } : {}),
  };
}

function jobView(job: MemoryJob, downloadUrl: (job: MemoryJob) => string) {
  const result = {
    status: job.status,
    ...(job.status === 'awaiting_input'
      ? { status_metadata: { required_action: 'Upload the TMX file to the upload_url.' }, expires_at: job.expires_at }
      : {}),
    ...(job.operation === 'export' && job.status === 'completed'
      ? { download_url: downloadUrl(job), expires_at: job.expires_at }
      : {}),
    ...(job.error ? { error: { message: job.error } } : {}),
    ...(job.operation === 'import' && job.translation_memory_id
      ? { translation_memory_id: job.translation_memory_id }
      : {}),
    ...(job.skipped_segment_count !== undefined ? { skipped_segment_count: job.skipped_segment_count } : {}),
  };
  return {
    job_id: job.job_id,
    operation: job.operation,
    product: 'translation_memory',
    results: [result],
    creation_time: job.creation_time,
    updated_time: job.updated_time,
    parameters: {
      ...(job.operation === 'export' ? { translation_memory_id: job.translation_memory_id } : {}),
      ...(job.display_name ? { display_name: job.display_name } : {}),
    },
    ...(job.operation === 'import'
      ? { source_file: { content_type: job.content_type ?? 'application/xml', content_length: job.content_length } }
      : {}),
  };
}

/** A TMX's units as a memory's segments, keyed by base language (the first variant of a language wins). */
function memoryFromTmx(
  id: string,
  name: string,
  text: string,
  fileName: string,
): { memory: DemoMemory; skipped: number } {
  const read = readTmx(text, fileName);
  const base = (code: string) => code.split('-')[0]!;
  const segments = read.units.map((unit) => {
    const targets: Record<string, string> = {};
    for (const [lang, value] of Object.entries(unit.targets)) targets[base(lang)] ??= value;
    return { source: unit.source, targets };
  });
  const now = new Date().toISOString();
  return {
    memory: {
      translation_memory_id: id,
      name,
      source_language: base(read.sourceLanguage),
      target_languages: [...new Set(read.targetLanguages.map(base))],
      segments,
      creation_time: now,
      updated_time: now,
    },
    skipped: read.skipped,
  };
}

export const translationMemoryManagementRoutes: SimulatorModule = ({ routes, store, dialect, urls, onReset }) => {
  if (dialect !== 'public') return;
  const jobs = new MemoryJobs();
  onReset(() => jobs.clear());
  const address = (job: MemoryJob, kind: 'source' | 'result') =>
    `${urls()[job.account]}${ASSETS}/${job.job_id}/${kind}?signature=${job.signature}`;
  const load = (exchange: Exchange): DemoMemory => {
    const memory = store.memories.get(exchange.params.translation_memory_id!);
    if (!memory) throw notFound('Translation memory not found.', 'Check the translation_memory_id.');
    return memory;
  };
  const signedJob = (exchange: Exchange): MemoryJob => {
    const job = jobs.get(exchange.params.job_id!);
    if (!job) throw notFound('There is no such upload or download address.');
    if (exchange.query.get('signature') !== job.signature)
      throw forbidden('The signature of this address is missing or does not match.', 'Use the address the job gave.');
    if (Date.parse(job.expires_at) < Date.now()) throw forbidden('This address has expired.', 'Start a new job.');
    return job;
  };

  routes.add(
    {
      method: 'GET',
      path: '/v3/translation_memories/jobs/:job_id',
      access: 'pro',
      handle: (exchange) => {
        const job = jobs.get(exchange.params.job_id!);
        if (!job || job.account !== exchange.caller.plan) throw notFound('Translation memory job not found.');
        return json(
          200,
          jobView(job, (found) => address(found, 'result')),
        );
      },
    },
    {
      method: 'GET',
      path: '/v3/translation_memories/:translation_memory_id',
      access: 'pro',
      handle: (exchange) => json(200, memoryInfo(load(exchange))),
    },
    {
      method: 'DELETE',
      path: '/v3/translation_memories/:translation_memory_id',
      access: 'pro',
      handle: (exchange) => {
        store.memories.delete(load(exchange).translation_memory_id);
        return noContent();
      },
    },
    {
      method: 'GET',
      path: '/v3/translation_memories/:translation_memory_id/segments',
      access: 'pro',
      handle: (exchange) => {
        const memory = load(exchange);
        const pageSize = readInteger(exchange.query.get('page_size')) ?? 50;
        if (typeof pageSize !== 'number' || pageSize < 1 || pageSize > 100)
          throw badRequest('page_size must be between 1 and 100.');
        const filter = exchange.query.get('filter_text') ?? undefined;
        if (filter !== undefined && filter.length < 2) throw badRequest('filter_text needs at least 2 characters.');
        const caseSensitive = exchange.query.get('filter_case_sensitive') === 'true';
        const cursor = exchange.query.get('page_cursor');
        const start = cursor === null ? 0 : Number(Buffer.from(cursor, 'base64url').toString('utf8'));
        if (!Number.isInteger(start) || start < 0) throw badRequest('page_cursor is not one this service gave.');
        const fold = (text: string) => (caseSensitive ? text : text.toLocaleLowerCase());
        const matches = (index: number) => {
          if (filter === undefined) return true;
          const segment = memory.segments[index]!;
          return [segment.source, ...Object.values(segment.targets)].some((text) => fold(text).includes(fold(filter)));
        };
        const page: number[] = [];
        let at = start;
        for (; at < memory.segments.length && page.length < pageSize; at++) if (matches(at)) page.push(at);
        while (at < memory.segments.length && !matches(at)) at++;
        return json(200, {
          segments: page.map((index) => {
            const segment = memory.segments[index]!;
            return {
              source_segment_id: segmentId(memory.translation_memory_id, index),
              source_text: segment.source,
              targets: Object.entries(segment.targets).map(([language, text]) => ({
                target_segment_id: segmentId(memory.translation_memory_id, index, language),
                target_language: language,
                target_text: text,
              })),
            };
          }),
          segment_count: memory.segments.length,
          ...(at < memory.segments.length
            ? { next_page_cursor: Buffer.from(String(at), 'utf8').toString('base64url') }
            : {}),
        });
      },
    },
    {
      method: 'POST',
      path: '/v3/translation_memories/import',
      access: 'pro',
      handle: (exchange) => {
        const fields = exchange.fields();
        const file = fields.source_file as Record<string, unknown> | undefined;
        const parameters = (fields.parameters ?? {}) as Record<string, unknown>;
        if (typeof file !== 'object' || file === null || typeof file.file_name !== 'string' || file.file_name === '')
          throw badRequest("Check 'source_file.file_name': name the TMX file.");
        if (file.file_name.length > 100) throw badRequest("Check 'source_file.file_name': at most 100 characters.");
        const length = file.content_length;
        if (typeof length !== 'number' || !Number.isInteger(length) || length <= 0 || length > IMPORT_BYTES_MAX)
          throw badRequest("Check 'source_file.content_length': more than 0 and at most 1 GB.");
        const contentType = file.content_type;
        if (contentType !== undefined && contentType !== 'application/xml')
          throw badRequest(
            "Check 'source_file.content_type': TMX is the only format; use application/xml or leave it out.",
          );
        const displayName = parameters.display_name;
        if (displayName !== undefined && (typeof displayName !== 'string' || displayName.trim() === ''))
          throw badRequest("Check 'parameters.display_name': give the memory a name, or leave it out.");
        const job = jobs.add({
          account: exchange.caller.plan,
          operation: 'import',
          file_name: file.file_name,
          content_length: length,
          ...(contentType ? { content_type: contentType } : {}),
          ...(displayName ? { display_name: displayName as string } : {}),
        });
        return json(202, { job_id: job.job_id, upload_url: address(job, 'source'), expires_at: job.expires_at });
      },
    },
    {
      method: 'PUT',
      path: `${ASSETS}/:job_id/source`,
      access: 'signature',
      streamsBody: true,
      maxBodyBytes: IMPORT_BYTES_MAX,
      handle: async (exchange) => {
        const job = signedJob(exchange);
        if (job.operation !== 'import' || job.status !== 'awaiting_input')
          throw new ServiceError(409, 'The file of this import was uploaded already.');
        const declared = job.content_length!;
        const chunks: Buffer[] = [];
        let received = 0;
        for await (const chunk of exchange.req as AsyncIterable<Buffer>) {
          received += chunk.length;
          exchange.receivedBytes = received;
          if (received > declared)
            throw badRequest(`The upload is larger than the ${declared} bytes the job declared.`);
          if (received <= SIMULATOR_TMX_BYTES_MAX) chunks.push(chunk);
        }
        if (received !== declared)
          throw badRequest(`The upload has ${received} bytes; the job declared ${declared}.`, 'Upload it again.');
        jobs.set(job, 'processing');
        if (received > SIMULATOR_TMX_BYTES_MAX) {
          jobs.set(job, 'failed', {
            error: `The simulator reads TMX files of up to ${formatSize(SIMULATOR_TMX_BYTES_MAX)}, and this one has ${formatSize(received)}. The real service accepts up to 1 GB.`,
          });
          return { status: 200 };
        }
        try {
          // UTF-8, or UTF-16 by its byte order mark, as the app's own check reads it (the mark is dropped).
          const bytes = Buffer.concat(chunks);
          const { memory, skipped } = memoryFromTmx(
            randomUUID(),
            job.display_name ?? job.file_name!,
            new TextDecoder(tmxEncodingOf(bytes)).decode(bytes),
            job.file_name!,
          );
          store.memories.set(memory.translation_memory_id, memory);
          jobs.set(job, 'completed', {
            translation_memory_id: memory.translation_memory_id,
            skipped_segment_count: skipped,
          });
        } catch (error) {
          jobs.set(job, 'failed', {
            error: error instanceof Error ? error.message : 'The TMX file could not be read.',
          });
        }
        return { status: 200 };
      },
    },
    {
      method: 'POST',
      path: '/v3/translation_memories/:translation_memory_id/export',
      access: 'pro',
      handle: (exchange) => {
        const memory = load(exchange);
        const reused = jobs.reusableExport(exchange.caller.plan, memory.translation_memory_id);
        const job =
          reused ??
          jobs.add({
            account: exchange.caller.plan,
            operation: 'export',
            translation_memory_id: memory.translation_memory_id,
          });
        if (!reused) {
          const text = writeTmx(memory.source_language, memory.segments);
          jobs.set(job, 'completed', { bytes: new TextEncoder().encode(text) });
        }
        return json(reused ? 200 : 202, {
          job_id: job.job_id,
          parameters: { translation_memory_id: memory.translation_memory_id },
        });
      },
    },
    {
      method: 'GET',
      path: `${ASSETS}/:job_id/result`,
      access: 'signature',
      handle: (exchange) => {
        const job = signedJob(exchange);
        if (job.operation !== 'export' || !job.bytes) throw notFound('This export has no file yet.');
        return { status: 200, bytes: job.bytes, contentType: 'application/xml' };
      },
    },
  );
};
