// Glossa's client for quality evaluation against the simulator in both dialects (the official Node client has
// no such call): submit, poll through `processing` to the report, the refusals before sending, a lost job.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SimulatorDialect } from '../../simulator';
import { checkResponse } from '../../simulator/testSupport/openapiSchemas';
import { type ClientsOnSimulator, failure, startClientsOnSimulator } from './testSupport';

describe.each<SimulatorDialect>(['spec', 'public'])('quality evaluation against the %s dialect', (dialect) => {
  let env: ClientsOnSimulator;
  beforeAll(async () => {
    env = await startClientsOnSimulator({ dialect });
  });
  afterAll(() => env.close());
  beforeEach(() => env.simulator.control.reset());
  const requests = (method: string) =>
    env.simulator.control.requests().filter((r) => r.method === method && r.path.startsWith('/v1/quality-evaluation'));

  it('submits segment pairs and polls until the report is done, each issue explained', async () => {
    // The real wait between polls, so the job is still processing at the first poll.
    const client = env.client({ sleep: (ms) => new Promise((resolve) => setTimeout(resolve, Math.min(ms, 100))) });
    const report = await client.qualityEvaluation.evaluate({
      metadata: { source_language: 'en', target_language: 'de' },
      segments: [
        { source: 'Revenue came in 5% above forecast.', target: 'Der Umsatz lag 4 % über der Prognose.' },
        { source: 'The house is big.', target: 'Das Haus ist groß.' },
      ],
    });
    expect(report.segments[0]!.errors[0]).toMatchObject({ sub_type: 'Mistranslation', severity: 'Critical' });
    expect(report.segments[1]!.errors).toEqual([]);
    expect(report.summary.overall_score).toBe(88);
    const polls = requests('GET');
    expect(polls.map((p) => p.status)).toEqual([...Array(polls.length - 1).fill(202), 200]);
    expect(polls.length).toBeGreaterThan(1);
    const { job_id, ...done } = await client.qualityEvaluation.poll(report.job_id);
    expect(checkResponse('get', '/v1/quality-evaluation/{job_id}', 200, { job_id, ...done })).toMatchObject({
      valid: true,
    });
  });

  it('refuses before sending: no segments, a language it cannot check, more than 500 segments', async () => {
    const metadata = { source_language: 'en', target_language: 'de' };
    const none = await failure(env.pro.qualityEvaluation.evaluate({ metadata, segments: [] }));
    expect(none.message).toBe('There is nothing to check: add at least one segment.');
    const segments = Array.from({ length: 501 }, () => ({ source: 'a', target: 'b' }));
    expect((await failure(env.pro.qualityEvaluation.evaluate({ metadata, segments }))).message).toMatch(/at most 500/);
    const xx = { source_language: 'en', target_language: 'xx' };
    expect(
      (await failure(env.pro.qualityEvaluation.evaluate({ metadata: xx, segments: [{ source: 'a', target: 'b' }] })))
        .kind,
    ).toBe('validation');
    expect(requests('POST')).toHaveLength(0);
  });

  it('a job the service no longer knows is not found', async () => {
    const lost = await failure(env.pro.qualityEvaluation.poll('f3a8c5e1-9b7d-4e62-a1c4-8f5d2b6e3c19'));
    expect(lost.kind).toBe('notFound');
  });
});
