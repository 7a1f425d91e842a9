// The admin usage analytics answer what the simulator billed each key, day by day, in both dialects, in the
// shapes openapi.yaml publishes; reporting tags are trimmed and lower-cased; the period and the groupings are
// checked as the service checks them.
import { describe, expect, it } from 'vitest';
import { simulatorPerFile } from '../testing/simulatorPerFile';
import { checkResponse } from '../testing/openapiSchemas';
import { CUSTOM_TAG_PAGE_SIZE } from './analytics';

const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

describe.each(['spec', 'public'] as const)('admin analytics (%s dialect)', (dialect) => {
  const { call } = simulatorPerFile({ dialect, documentTimings: { queuedMs: 0, translatingMs: 0 } });

  const translate = (key: string, text: string, tag?: string) =>
    call('POST', '/v2/translate', {
      key,
      json: { text: [text], target_lang: 'de' },
      ...(tag === undefined ? {} : { headers: { 'x-deepl-reporting-tag': tag } }),
    });

  it('reports each key of the account with what it was billed, masked and labelled, the total their sum', async () => {
    const developer = (await call('POST', '/v2/admin/developer-keys', { key: 'admin', json: { label: 'CAT tool' } }))
      .body;
    expect((await translate('pro', 'Hello world')).status).toBe(200); // 11
    expect((await translate(developer.key_id, 'Good morning, team')).status).toBe(200); // 18
    expect(
      (await call('POST', '/v2/write/rephrase', { key: developer.key_id, json: { text: ['A text to improve.'] } }))
        .status,
    ).toBe(200); // 18
    expect((await translate('free', 'Not this account')).status).toBe(200);

    const res = await call('GET', `/v2/admin/analytics?start_date=${daysAgo(7)}&end_date=${today()}&group_by=key`, {
      key: 'admin',
    });
    expect(res.status).toBe(200);
    expect(checkResponse('GET', '/v2/admin/analytics', 200, res.body).errors).toEqual([]);
    const report = res.body.usage_report;
    expect(report).toMatchObject({
      group_by: 'key',
      start_date: `${daysAgo(7)}T00:00:00Z`,
      end_date: `${today()}T00:00:00Z`,
      total_usage: {
        total_characters: 47,
        text_translation_characters: 29,
        document_translation_characters: 0,
        text_improvement_characters: 18,
      },
    });
    expect(report.key_usages).toEqual([
      {
        api_key: `${developer.key_id.slice(0, 4)}****${developer.key_id.slice(-4)}`,
        api_key_label: 'CAT tool',
        usage: expect.objectContaining({ total_characters: 36, text_translation_characters: 18 }),
      },
      {
        api_key: expect.stringMatching(/^.{4}\*{4}.{4}$/),
        api_key_label: 'Default key',
        usage: expect.objectContaining({ total_characters: 11 }),
      },
    ]);
  });

  it('groups by key and day, and leaves out days outside the period', async () => {
    await translate('pro', 'Hello');
    const grouped = await call(
      'GET',
      `/v2/admin/analytics?start_date=${today()}&end_date=${today()}&group_by=key_and_day`,
      { key: 'admin' },
    );
    expect(checkResponse('GET', '/v2/admin/analytics', 200, grouped.body).errors).toEqual([]);
    expect(grouped.body.usage_report.key_and_day_usages).toEqual([
      expect.objectContaining({
        usage_date: `${today()}T00:00:00Z`,
        usage: expect.objectContaining({ total_characters: 5 }),
      }),
    ]);
    const before = await call('GET', `/v2/admin/analytics?start_date=${daysAgo(9)}&end_date=${daysAgo(1)}`, {
      key: 'admin',
    });
    expect(before.body.usage_report.total_usage.total_characters).toBe(0);
    expect(before.body.usage_report).not.toHaveProperty('group_by');
  });

  it('counts a translated document as document translation', async () => {
    const form = new FormData();
    form.append('target_lang', 'de');
    form.append('file', new Blob(['Hello there']), 'note.txt');
    const upload = (await call('POST', '/v2/document', { body: form })).body;
    let status;
    do {
      status = (
        await call('POST', `/v2/document/${upload.document_id}`, { json: { document_key: upload.document_key } })
      ).body;
    } while (status.status !== 'done' && status.status !== 'error');
    const res = await call('GET', `/v2/admin/analytics?start_date=${today()}&end_date=${today()}`, { key: 'admin' });
    expect(res.body.usage_report.total_usage).toMatchObject({
      document_translation_characters: status.billed_characters,
    });
  });

  it('reports tagged text translation per tag, trimmed and lower-cased, over the period or per day', async () => {
    await translate('pro', 'Hello', ' Team-Billing ');
    await translate('pro', 'Hello again', 'team-billing');
    await translate('pro', 'Bonjour', 'customer-7');
    await translate('pro', 'Untagged text');
    const res = await call('GET', `/v2/admin/analytics/custom-tags?start_date=${daysAgo(3)}&end_date=${today()}`, {
      key: 'admin',
    });
    expect(res.status).toBe(200);
    expect(checkResponse('GET', '/v2/admin/analytics/custom-tags', 200, res.body).errors).toEqual([]);
    expect(res.body.custom_tag_usage_report).toMatchObject({ aggregate_by: 'period', next_page: null });
    expect(res.body.custom_tag_usage_report.usage).toEqual([
      {
        custom_tag: 'customer-7',
        breakdown: { total_characters: 7, text_translation_characters: 7, text_improvement_characters: 0 },
      },
      {
        custom_tag: 'team-billing',
        breakdown: { total_characters: 16, text_translation_characters: 16, text_improvement_characters: 0 },
      },
    ]);
    const perDay = await call(
      'GET',
      `/v2/admin/analytics/custom-tags?start_date=${today()}&end_date=${today()}&aggregate_by=day`,
      { key: 'admin' },
    );
    expect(perDay.body.custom_tag_usage_report.usage[0]).toMatchObject({ usage_date: `${today()}T00:00:00Z` });
  });

  it('pages the custom tag report with next_page', async () => {
    for (let i = 0; i <= CUSTOM_TAG_PAGE_SIZE; i++) await translate('pro', 'Hi', `tag-${String(i).padStart(2, '0')}`);
    const query = `start_date=${today()}&end_date=${today()}`;
    const first = await call('GET', `/v2/admin/analytics/custom-tags?${query}`, { key: 'admin' });
    expect(first.body.custom_tag_usage_report.usage).toHaveLength(CUSTOM_TAG_PAGE_SIZE);
    expect(first.body.custom_tag_usage_report.next_page).toBe(2);
    const second = await call('GET', `/v2/admin/analytics/custom-tags?${query}&page=2`, { key: 'admin' });
    expect(second.body.custom_tag_usage_report).toMatchObject({
      next_page: null,
      usage: [{ custom_tag: `tag-${CUSTOM_TAG_PAGE_SIZE}` }],
    });
  });

  it('refuses a period over 366 days, a reversed or malformed period, and unknown groupings in the service words', async () => {
    const over = await call('GET', '/v2/admin/analytics?start_date=2025-01-01&end_date=2026-01-02', { key: 'admin' });
    expect(over.status).toBe(400);
    expect(over.body.message).toBe('Bad request. Reason: Date range cannot exceed 366 days');
    expect(
      (await call('GET', '/v2/admin/analytics?start_date=2025-01-01&end_date=2026-01-01', { key: 'admin' })).status,
    ).toBe(200);
    const group = await call('GET', '/v2/admin/analytics?start_date=2025-01-01&end_date=2025-01-02&group_by=day', {
      key: 'admin',
    });
    expect(group.body.message).toBe("Value for 'group_by' not supported. Allowed: '', 'key', 'key_and_day'.");
    const aggregate = await call(
      'GET',
      '/v2/admin/analytics/custom-tags?start_date=2025-01-01&end_date=2025-01-02&aggregate_by=week',
      { key: 'admin' },
    );
    expect(aggregate.body.message).toBe("Value for 'aggregate_by' not supported. Allowed: '', 'period', 'day'.");
    for (const query of [
      'start_date=2025-02-01&end_date=2025-01-01',
      'start_date=2025-02-30&end_date=2025-03-01',
      'end_date=2025-03-01',
    ])
      expect((await call('GET', `/v2/admin/analytics?${query}`, { key: 'admin' })).status).toBe(400);
  });

  it('answers only the admin key', async () => {
    const query = `start_date=${today()}&end_date=${today()}`;
    expect((await call('GET', `/v2/admin/analytics?${query}`, { key: 'pro' })).status).toBe(403);
    expect((await call('GET', `/v2/admin/analytics/custom-tags?${query}`, { key: 'pro' })).status).toBe(403);
  });
});
