// Glossa in the user's own language: it follows the system (the browser's languages in the shell), a choice in
// Settings switches every visible text at once, in every window, with no reload, and is remembered by main.
import { expect, test } from './fixtures';

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
  await expect(sidebar(other).getByRole('button', { name: '翻訳' })).toBeVisible();

  // Main remembers it: a reload comes back in Japanese.
  await app.reload();
  await expect(sidebar(app).getByRole('button', { name: '設定' })).toBeVisible();

  // Back to the system's language (English here).
  await sidebar(app).getByRole('button', { name: '設定' }).click();
  await app.getByLabel('Glossa の表示言語').selectOption('system');
  await expect(app.getByRole('heading', { level: 1 })).toHaveText('Settings');
  await expect(sidebar(other).getByRole('button', { name: 'Settings' })).toBeVisible();
});
