// Team usage as the Developer keys screen reads it, in both dialects: the admin analytics per key (matched to the
// developer keys) and per reporting tag (every page read), a period refused before sending, and the CSV file with
// spreadsheet formulas escaped.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ClientsOnSimulator, failure, startClientsOnSimulator } from '../api/testing/simulatorClients';
import { TeamUsageReports } from './teamUsage';

const today = () => new Date().toISOString().slice(0, 10);

describe.each(['spec', 'public'] as const)('team usage (%s dialect)', (dialect) => {
  let env: ClientsOnSimulator;
  let reports: TeamUsageReports;
  beforeAll(async () => {
    env = await startClientsOnSimulator({ dialect });
    reports = new TeamUsageReports({ adminClient: async () => env.admin });
  });
  afterAll(() => env.close());
  beforeEach(() => env.simulator.control.reset());

  /** A translate request with a reporting tag, as a client that sets the header sends it. */
  const tagged = async (text: string, tag: string) => {
    const response = await fetch(`${env.simulator.proUrl}/v2/translate`, {
      method: 'POST',
      headers: {
        authorization: `${env.simulator.authScheme} ${env.simulator.keys.pro}`,
        'content-type': 'application/json',
        'x-deepl-reporting-tag': tag,
      },
      body: JSON.stringify({ text: [text], target_lang: 'de' }),
    });
    expect(response.status).toBe(200);
  };

  it('shows characters per key, matched to its developer key, and per tag across pages', async () => {
    const key = await env.admin.admin.createKey('=HYPERLINK("http://x")');
    const colleague = env.client({ authKey: key.key_id });
    await colleague.translate.text({ text: ['Hello, Berlin team'], target_lang: 'de' });
    await env.pro.translate.text({ text: ['Hi'], target_lang: 'fr' });
    for (let i = 0; i < 27; i++) await tagged('Tagged', `client-${String(i).padStart(2, '0')}`);
    await tagged('Once more', 'client-00');

    const usage = await reports.report({ startDate: today(), endDate: today() });
    expect(usage.total).toMatchObject({ total: 18 + 2 + 27 * 6 + 9, text: 18 + 2 + 27 * 6 + 9 });
    expect(usage.keys[0]).toMatchObject({ label: 'Default key', figures: { total: 2 + 27 * 6 + 9 } });
    expect(usage.keys[1]).toMatchObject({ keyId: key.key_id, label: key.label, figures: { total: 18 } });
    expect(usage.tags).toHaveLength(27);
    expect(usage.tags[0]).toEqual({
      tag: 'client-00',
      figures: { total: 15, text: 15, document: 0, write: 0, speechMinutes: 0 },
    });

    const csv = await reports.exportCsv({ startDate: today(), endDate: today() });
    expect(csv.fileName).toBe(`glossa-team-usage-${today()}-to-${today()}.csv`);
    const lines = csv.content
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'kind,name,key,total characters,text translation,document translation,text improvement,speech minutes',
    );
    // The label a spreadsheet would run as a formula is written as text; its quotes are doubled.
    expect(lines[2]).toBe(`key,"'=HYPERLINK(""http://x"")",${usage.keys[1]!.apiKey},18,18,0,0,0`);
    expect(lines).toContain('tag,client-00,,15,15,0,0,0');
  });

  it('refuses a period the service would refuse before sending anything', async () => {
    const before = env.simulator.control.requests().length;
    const reversed = await failure(reports.report({ startDate: '2026-03-02', endDate: '2026-03-01' }));
    expect(reversed.fields?.[0]).toMatchObject({ field: 'end_date' });
    const long = await failure(env.admin.admin.usageReport('2025-01-01', '2026-01-02', 'key'));
    expect(long.message).toMatch(/366 days/);
    expect(env.simulator.control.requests().length).toBe(before);
  });
});
