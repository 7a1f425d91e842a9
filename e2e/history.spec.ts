// The History section and its Settings card as a translator meets them: a long translation is one entry, an
// emoji is a search like any word, languages read as names, and a tighter limit names its range and asks
// before it deletes anything.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HistoryStore, type HistoryRecord } from '../src/main/history/historyStore';
import { expect, openSection, test } from './fixtures';
import { type DemoOnSimulator, startShellOnSimulator } from './textTools';

let demo: DemoOnSimulator;
test.afterEach(async () => demo?.stop());

const record = (i: number, extra: Partial<HistoryRecord> = {}): HistoryRecord => ({
  kind: 'translation',
  source: `Sentence number ${i}.`,
  result: `Satz Nummer ${i}.`,
  sourceLang: null,
  detectedSourceLang: 'EN',
  targetLang: 'de',
  glossaryId: null,
  gesture: 'translate',
  createdAt: Date.now() - (1000 - i) * 1000,
  ...extra,
});

/** A data folder whose history already holds these entries, as after weeks of work. */
function dataWithHistory(entries: HistoryRecord[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'glossa-e2e-history-'));
  const store = HistoryStore.open(dir);
  store.recordMany(entries);
  store.close();
  return dir;
}

test('a long translation sent in several requests is one History entry, with the languages as names', async ({
  page,
}) => {
  demo = await startShellOnSimulator();
  await page.goto(demo.shell.url);
  await openSection(page, 'Translate');
  await page.getByLabel('Translate as you type').uncheck();
  await page.getByLabel('Into').selectOption('de');
  // 240 paragraphs: five requests of at most 50 texts each.
  const paragraphs = Array.from({ length: 240 }, (_, i) => `Paragraph ${i + 1} of the long report.`);
  await page.getByRole('textbox', { name: 'Source text' }).fill(paragraphs.join('\n'));
  await page.getByRole('main').getByRole('button', { name: 'Translate', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Translation', exact: true })).toHaveValue(/240/);

  await openSection(page, 'History');
  const list = page.getByRole('list', { name: 'History entries' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByTestId('history-count')).toHaveText('1 entry on this computer');
  const entry = list.getByRole('listitem').first();
  await expect(entry).toContainText('Paragraph 1 of the long report.');
  await expect(entry).toContainText('Paragraph 240 of the long report.');
  // "English → German", never "EN → de".
  await expect(entry).toContainText('English → German');
  await expect(entry).not.toContainText('EN →');
});

test('an emoji is searched like a word, instead of showing everything', async ({ page }) => {
  const userDataDir = dataWithHistory([
    record(1, { source: 'Thanks 🙏 see you tomorrow', result: 'Danke 🙏 bis morgen' }),
    record(2, { source: 'Great work 👍', result: 'Gute Arbeit 👍' }),
    record(3, { source: 'Good morning', result: 'Guten Morgen' }),
  ]);
  demo = await startShellOnSimulator({}, { userDataDir });
  await page.goto(demo.shell.url);
  await openSection(page, 'History');
  const list = page.getByRole('list', { name: 'History entries' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await page.getByLabel('Search history').fill('🙏');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem').first()).toContainText('Thanks 🙏 see you tomorrow');
  await page.getByLabel('Search history').fill('🎉');
  await expect(list.getByRole('listitem')).toHaveCount(0);
});

test('the history limit names its range instead of clamping, and asks before deleting entries', async ({ page }) => {
  const userDataDir = dataWithHistory(Array.from({ length: 298 }, (_, i) => record(i)));
  demo = await startShellOnSimulator({}, { userDataDir });
  await page.goto(demo.shell.url);
  await openSection(page, 'Settings');
  const card = page.getByRole('region', { name: 'History' });
  await expect(card).toContainText('298 entries now.');
  const count = card.getByLabel('Number of entries to keep');
  const save = card.getByRole('button', { name: 'Save', exact: true });

  await count.fill('0');
  await expect(count).toHaveValue('0');
  await expect(card.getByText('0 is out of range. Keep between 100 and 1,000,000 entries.')).toBeVisible();
  await expect(count).toHaveAttribute('aria-invalid', 'true');
  await expect(save).toBeDisabled();
  await count.fill('99999999');
  await expect(count).toHaveValue('99999999');
  await expect(card.getByText('99,999,999 is out of range. Keep between 100 and 1,000,000 entries.')).toBeVisible();
  await expect(save).toBeDisabled();
  await card.getByLabel('Days to keep entries').fill('4000');
  await expect(card.getByText('4,000 is out of range. Keep between 1 and 3,650 days.')).toBeVisible();

  // 250 would delete the 48 oldest: Glossa asks first, and "Keep them" deletes nothing.
  await card.getByLabel('Days to keep entries').fill('90');
  await count.fill('250');
  await save.click();
  await expect(card.getByRole('alert').filter({ hasText: 'Saving deletes the 48 oldest entries' })).toBeVisible();
  await card.getByRole('button', { name: 'Keep them' }).click();
  await expect(card).toContainText('298 entries now.');
  await save.click();
  await card.getByRole('button', { name: 'Delete 48 and save' }).click();
  await expect(card).toContainText('250 entries now.');
  await expect(count).toHaveValue('250');
});
