// Usage periods (spec, developer key administration: "the limit is a total of characters … in one monthly
// usage period, and it resets at the start of the next period"), with the control API moving the clock on.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startSimulator } from '../index';
import { serviceCalls } from '../testing/serviceCalls';
import { simulatorPerFile } from '../testing/simulatorPerFile';

const running = simulatorPerFile();
const { call } = running;

const translate = (text: string, key?: string) =>
  call('POST', '/v2/translate', { key, json: { text: [text], target_lang: 'de' } });
const control = async (method: string, path: string) => {
  const response = await fetch(`${running.simulator.proUrl}/_simulator${path}`, { method });
  return { status: response.status, body: (await response.json()) as { id: string; start: string; end: string } };
};
const thisMonth = () => new Date().toISOString().slice(0, 7);

describe('usage periods', () => {
  it('is the calendar month in UTC', async () => {
    const period = await control('GET', '/usage-period');
    expect(period.status).toBe(200);
    expect(period.body.id).toBe(thisMonth());
    expect(period.body.start).toBe(`${thisMonth()}-01T00:00:00.000Z`);
    expect(Date.parse(period.body.end)).toBeGreaterThan(Date.now());
  });

  it('refuses a key at its limit with 456 until the next period, then translates again from 0', async () => {
    running.simulator.control.setKeyLimit(running.simulator.keys.pro, 10);
    expect((await translate('0123456789')).status).toBe(200);
    expect((await translate('x')).status).toBe(456);

    const before = (await control('GET', '/usage-period')).body;
    const next = await control('POST', '/usage-period/next');
    expect(next.status).toBe(200);
    expect(next.body.start).toBe(before.end);

    expect((await call('GET', '/v2/usage')).body).toMatchObject({ character_count: 0, character_limit: 10 });
    expect((await translate('0123456789')).status).toBe(200);
    expect((await translate('x')).status).toBe(456);
    expect(running.simulator.control.usage(running.simulator.keys.pro)).toBe(10);
  });

  it('resets the usage of developer keys too (their limits stay)', async () => {
    const key = (await call('POST', '/v2/admin/developer-keys', { key: 'admin', json: {} })).body.key_id as string;
    await call('PUT', '/v2/admin/developer-keys/limits', { key: 'admin', json: { key_id: key, characters: 5 } });
    expect((await translate('12345', key)).status).toBe(200);
    expect((await translate('6', key)).status).toBe(456);
    running.simulator.control.nextUsagePeriod();
    expect((await translate('12345', key)).status).toBe(200);
    expect((await call('GET', '/v2/usage', { key })).body).toMatchObject({ character_count: 5, character_limit: 5 });
  });

  it('goes back to the real month on reset', async () => {
    running.simulator.control.nextUsagePeriod();
    running.simulator.control.nextUsagePeriod();
    expect(running.simulator.control.usagePeriod().id).not.toBe(thisMonth());
    expect((await fetch(`${running.simulator.proUrl}/_simulator/reset`, { method: 'POST' })).status).toBe(204);
    expect(running.simulator.control.usagePeriod().id).toBe(thisMonth());
  });

  it('keeps the period of persisted usage: a restarted simulator still counts this period, not the last one', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'glossa-sim-usage-'));
    try {
      const first = await startSimulator({ dataDir });
      await serviceCalls(first)('POST', '/v2/translate', { json: { text: ['hello'], target_lang: 'de' } });
      first.control.nextUsagePeriod();
      await serviceCalls(first)('POST', '/v2/translate', { json: { text: ['hi'], target_lang: 'de' } });
      await first.close();
      // The restarted simulator's clock is the real month again: the count written in the next period is not this one's.
      const second = await startSimulator({ dataDir });
      expect(second.control.usage(second.keys.pro)).toBe(0);
      second.control.nextUsagePeriod();
      expect(second.control.usage(second.keys.pro)).toBe(2);
      await second.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
