// The Languages section in both dialects: what each part of the service takes in each language, read from the
// service's resources (the public /v3/languages/resources, the spec's /v3/languages/products) and its language
// lists; a pair is checked feature by feature, naming the language that lacks one.
import { expect, openSection, test } from './fixtures';
import { type DemoOnSimulator, startShellOnSimulator } from './textTools';

let demo: DemoOnSimulator | undefined;
test.afterEach(async () => {
  await demo?.stop();
  demo = undefined;
});

for (const [dialect, path, instructions] of [
  ['public', '/v3/languages/resources', 'Style rules'],
  ['spec', '/v3/languages/products', 'Custom instructions'],
] as const) {
  test(`shows which languages take which feature and checks a pair (${dialect} dialect)`, async ({ page }) => {
    demo = await startShellOnSimulator({}, { dialect });
    await page.goto(demo.shell.url);
    await openSection(page, 'Languages');
    const main = page.getByRole('main');
    await expect(main).toHaveAccessibleName('Languages');
    const part = main.getByRole('combobox', { name: 'Part of the service' });
    await expect(part).toHaveValue('translate_text');
    await expect(part.locator('option')).toHaveText([
      'Text translation',
      'Document translation',
      'Glossaries',
      'Live captions (voice)',
      'Write',
      'Style rules',
    ]);
    expect(demo.service.control.requests().some((r) => r.path === path && r.status === 200)).toBe(true);

    // The table: each feature with the side the service says must take it.
    const table = main.getByRole('table', { name: /Text translation: \d+ languages/ });
    await expect(table.getByRole('columnheader', { name: /Formality.*target/ })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: /Glossaries.*both/ })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: new RegExp(instructions) })).toBeVisible();
    const korean = table.getByRole('row', { name: /^Korean ko/ });
    const headers = await table.getByRole('columnheader').allInnerTexts();
    const formality = headers.findIndex((text) => text.startsWith('Formality'));
    await expect(korean.getByRole('cell').nth(formality - 1)).toHaveText('–');
    const german = table.getByRole('row', { name: /^German de/ });
    await expect(german.getByRole('cell').nth(formality - 1)).toHaveText('✓');

    // A pair: Korean lacks formality as a target; German takes it.
    const pair = main.getByRole('region', { name: 'Check a language pair' });
    await expect(pair).toContainText('Choose both languages to see what the pair takes.');
    await pair.getByRole('combobox', { name: 'From' }).selectOption('en');
    await pair.getByRole('combobox', { name: 'Into' }).selectOption('ko');
    const features = pair.getByRole('list', { name: 'What this pair takes' });
    await expect(features).toContainText(
      'Formality: not for this pair (Korean does not take it as the target language)',
    );
    await expect(features).toContainText('Glossaries: available for this pair');
    await pair.getByRole('combobox', { name: 'Into' }).selectOption('de');
    await expect(features).toContainText('Formality: available for this pair');

    // Write: tones and writing styles; a target it does not list is cleared, not carried over.
    await part.selectOption('write');
    await expect(main.getByRole('table', { name: /Write: \d+ languages/ })).toBeVisible();
    await expect(pair.getByRole('combobox', { name: 'From' })).toHaveValue('en');
    await pair.getByRole('combobox', { name: 'Into' }).selectOption('ja');
    await expect(features).toContainText('Tones: not for this pair (Japanese does not take it as the target language)');
    await part.selectOption('glossary');
    await expect(pair).toContainText('The service reports no optional features for this part');
  });
}

test('in Spanish at 1024×640, each language code in the table stays whole on one line (zh-Hans, not zh- / Hans)', async ({
  app,
}) => {
  await app.setViewportSize({ width: 1024, height: 640 });
  await app.locator('nav button[data-section="settings"]').click();
  await app.getByLabel("Glossa's language").selectOption('es');
  await app.locator('nav button[data-section="languages"]').click();
  const codes = app.locator('.languages-table th[scope="row"] span');
  await expect(codes.filter({ hasText: /^zh-Hans$/ })).toHaveCount(1);
  // Lines of each code (a Range gives one box per line of its text).
  const broken = await codes.evaluateAll((spans) =>
    spans.flatMap((span) => {
      const range = document.createRange();
      range.selectNodeContents(span);
      const lines = new Set([...range.getClientRects()].map((box) => Math.round(box.top)));
      return lines.size > 1 ? [span.textContent ?? ''] : [];
    }),
  );
  expect(broken).toEqual([]);
});

test('at 1024×640 in all six languages, every column of the text translation table is in sight, none cut at its edge', async ({
  app,
}) => {
  await app.setViewportSize({ width: 1024, height: 640 });
  for (const language of ['en', 'fr', 'de', 'es', 'ja', 'zh-Hans']) {
    await app.locator('nav button[data-section="settings"]').click();
    await app.locator('section[aria-labelledby="language-heading"] select').selectOption(language);
    await expect(app.locator('html')).toHaveAttribute('lang', language);
    await app.locator('nav button[data-section="languages"]').click();
    const scroll = app.locator('.languages-table-scroll');
    await expect(scroll.locator('tbody tr').first()).toBeVisible();
    // The box would scroll sideways if the table were wider (it did in German and Spanish): nothing hides.
    const widths = await scroll.evaluate((box) => ({ table: box.scrollWidth, box: box.clientWidth }));
    expect(widths.table, language).toBeLessThanOrEqual(widths.box);
  }
});

test('in Chinese, a squeezed table scrolls sideways rather than break a column heading inside its word (源语 / 言)', async ({
  app,
}) => {
  await app.setViewportSize({ width: 1024, height: 640 });
  await app.locator('nav button[data-section="settings"]').click();
  await app.getByLabel("Glossa's language").selectOption('zh-Hans');
  await app.locator('nav button[data-section="languages"]').click();
  const headings = app.locator('.languages-table thead th');
  await expect(headings.first()).toHaveText('语言');
  // Chinese breaks between any two characters: the shots at 1024 showed 源语 / 言. Less room than that makes it
  // happen here too.
  await app.locator('.languages-table-scroll').evaluate((scroll) => (scroll.style.width = '560px'));
  // Lines of each heading's own name, its first text (a Range gives one box per line).
  const broken = await headings.evaluateAll((cells) =>
    cells.flatMap((cell) => {
      const name = cell.firstChild;
      if (!name) return [];
      const range = document.createRange();
      range.selectNodeContents(name);
      const lines = new Set([...range.getClientRects()].map((box) => Math.round(box.top))).size;
      // A heading with a bracket may break before it, as Chinese does (标签处理 / （HTML、XML）).
      return lines > 1 && !/[（(]/.test(name.textContent ?? '') ? [name.textContent ?? ''] : [];
    }),
  );
  expect(broken).toEqual([]);
});
