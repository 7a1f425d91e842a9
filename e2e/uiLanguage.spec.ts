// Glossa in the user's own language: it follows the system (the browser's languages in the shell), a choice in
// Settings switches every visible text at once, in every window, with no reload, and is remembered by main.
import { expect, openSection, test } from './fixtures';
import { startShellOnSimulator } from './textTools';

const sidebar = (page: import('@playwright/test').Page) => page.getByRole('navigation');

test.describe('with a German system', () => {
  test.use({ locale: 'de-DE' });

  test('Glossa speaks German from the first screen, with the page marked as German', async ({ page, shell }) => {
    await page.goto(shell.url);
    await expect(page.getByRole('navigation', { name: 'Bereiche' })).toBeVisible();
    await expect(sidebar(page).getByRole('button', { name: 'Einstellungen' })).toBeVisible();
    await expect(sidebar(page).getByRole('button', { name: 'Dokumente' })).toHaveAttribute(
      'title',
      'Dokumente (Strg+1)',
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    // A newcomer's first screen and the demo badge speak German too.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Willkommen bei Glossa');
    await expect(page.getByRole('button', { name: 'Offline-Demo erkunden' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Offline-Demo: Übersetzungen sind simuliert' })).toBeVisible();
    await sidebar(page).getByRole('button', { name: 'Einstellungen' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Einstellungen');
    // "Same as the system" names the language the system gives, in the language shown.
    await expect(page.getByLabel('Sprache von Glossa')).toContainText('Wie das System (Deutsch)');
  });
});

test('a language chosen in Settings changes the text at once, in every window, and is remembered', async ({
  app,
  shell,
  context,
}) => {
  const other = await context.newPage();
  await other.goto(shell.url);
  await expect(sidebar(other).getByRole('button', { name: 'Settings' })).toBeVisible();

  await sidebar(app).getByRole('button', { name: 'Settings' }).click();
  const picker = app.getByLabel("Glossa's language");
  // Each language is offered in its own name.
  await expect(picker.locator('option')).toHaveText([
    'Same as the system (English)',
    'English',
    'Deutsch',
    'Français',
    'Español',
    '日本語',
    '简体中文',
  ]);

  await picker.selectOption('de');
  await expect(app.getByRole('heading', { level: 1 })).toHaveText('Einstellungen');
  await expect(sidebar(app).getByRole('button', { name: 'Übersetzen' })).toBeVisible();
  await expect(app.getByRole('radio', { name: 'Dunkel' })).toBeVisible();
  // The other window switched too, without a reload.
  await expect(sidebar(other).getByRole('button', { name: 'Einstellungen' })).toBeVisible();

  await app.getByLabel('Sprache von Glossa').selectOption('ja');
  await expect(app.getByRole('heading', { level: 1 })).toHaveText('設定');
  await expect(app.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(sidebar(other).getByRole('button', { name: '翻訳', exact: true })).toBeVisible();

  // Main remembers it: a reload comes back in Japanese.
  await app.reload();
  await expect(sidebar(app).getByRole('button', { name: '設定' })).toBeVisible();

  // Back to the system's language (English here).
  await sidebar(app).getByRole('button', { name: '設定' }).click();
  await app.getByLabel('Glossa の表示言語').selectOption('system');
  await expect(app.getByRole('heading', { level: 1 })).toHaveText('Settings');
  await expect(sidebar(other).getByRole('button', { name: 'Settings' })).toBeVisible();
});

test("main's messages switch with the language too: an error from the service reads in the language chosen, with no reload", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const demo = await startShellOnSimulator();
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(demo.shell.url);
    await openSection(page, 'Translate');
    await page.getByLabel('Into').selectOption('de');
    await page.getByRole('textbox', { name: 'Source text' }).fill('The meeting starts at nine.');
    // The key's quota is used up: main raises the error, the window words it.
    demo.service.control.addFault({ path: '/v2/translate', status: 456, count: 1 });
    await page.getByRole('main').getByRole('button', { name: 'Translate', exact: true }).click();
    const problem = page.getByRole('alert');
    await expect(problem).toContainText('The character quota for this key is used up (456): Injected fault');
    await expect(problem).toContainText('see the usage meter next to the account name in Settings');

    // Settings to German, and back to Translate, where the error waits, now in German.
    await sidebar(page).getByRole('button', { name: 'Settings' }).click();
    await page.getByLabel("Glossa's language").selectOption('de');
    await sidebar(page).getByRole('button', { name: 'Übersetzen' }).click();
    await expect(problem).toContainText(
      'Das Zeichenkontingent dieses Schlüssels ist aufgebraucht (456): Injected fault',
    );
    await expect(problem).toContainText('Den Verbrauch sehen Sie neben dem Kontonamen in den Einstellungen');
    await expect(problem).not.toContainText('quota');

    // Then Japanese, and back to Translate, where the error waits, now in Japanese.
    await sidebar(page).getByRole('button', { name: 'Einstellungen' }).click();
    await page.getByLabel('Sprache von Glossa').selectOption('ja');
    await sidebar(page).getByRole('button', { name: '翻訳', exact: true }).click();
    await expect(problem).toContainText('このキーの文字数の割り当てを使い切りました（456）: Injected fault');
    await expect(problem).toContainText('使用量は設定のアカウント名の横で確認できます');
    await context.close();
  } finally {
    await demo.stop();
  }
});

test('Documents lists the file types as each language writes a list: 、 in Chinese and Japanese, never run together', async ({
  app,
}) => {
  const types = app.locator('.doc-dropzone p');
  for (const [language, list] of [
    ['zh-Hans', 'docx、doc、pptx、xlsx'],
    ['ja', 'docx、doc、pptx、xlsx'],
    ['es', 'docx, doc, pptx, xlsx'],
  ] as const) {
    await app.locator('nav button[data-section="settings"]').click();
    await app.locator('section[aria-labelledby="language-heading"] select').selectOption(language);
    await expect(app.locator('html')).toHaveAttribute('lang', language);
    await app.locator('nav button[data-section="documents"]').click();
    await expect(types).toContainText(list);
    await expect(types).toContainText(/jpeg\W{1,2}jpg/);
    await expect(types).not.toContainText('jpegjpg');
  }
});
