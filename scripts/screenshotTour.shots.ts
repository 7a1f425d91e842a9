// The screenshot tour: every section of the app in each UI language, at 1366×768 and 1024×640, in the light and
// the dark theme, saved as SHOTS_DIR/<language>/<width>x<height>-<theme>/<nn>-<section>-<screen>.png (default
// /work/shots, outside the repository). Run it after `npm run build`:
//   npx playwright test -c playwright.shots.config.ts [--grep ja]
// It only captures; the pseudo-locale tour (e2e/pseudoLocaleTour.spec.ts) is the test that fails on cut text.
// The welcome screen a newcomer sees comes first (00-welcome-1.png), in the language and theme of the system, as a
// newcomer meets it before choosing anything.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '../e2e/fixtures';
import { UI_LANGUAGES } from '../src/shared/i18n/uiLanguages';

const SHOTS_DIR = process.env['SHOTS_DIR'] ?? '/work/shots';
const SIZES = [
  { width: 1366, height: 768 },
  { width: 1024, height: 640 },
];
const THEMES = ['light', 'dark'] as const;
/** At most this many screenfuls of one section. */
const MAX_SCREENS = 6;

for (const language of UI_LANGUAGES) {
  test(`the welcome screen in ${language}, at both sizes, light and dark`, async ({ browser, shell }) => {
    for (const theme of THEMES) {
      for (const size of SIZES) {
        // A fresh window whose system speaks the language and prefers the theme: nothing is chosen yet.
        const context = await browser.newContext({ locale: language, colorScheme: theme, viewport: size });
        const page = await context.newPage();
        await page.goto(shell.url);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expect(page.locator('.welcome-page')).toBeVisible();
        const dir = join(SHOTS_DIR, language, `${size.width}x${size.height}-${theme}`);
        mkdirSync(dir, { recursive: true });
        await page.screenshot({ path: join(dir, '00-welcome-1.png') });
        await context.close();
      }
    }
  });

  test(`every section in ${language}, at both sizes, light and dark`, async ({ app }) => {
    // The language and theme are chosen in Settings, as a user does (the picker's label is in the language shown).
    await app.locator('nav button[data-section="settings"]').click();
    await app.locator('section[aria-labelledby="language-heading"] select').selectOption(language);
    await expect(app.locator('html')).toHaveAttribute('lang', language);
    const sections = await app
      .locator('nav button[data-section]')
      .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-section') ?? ''));
    for (const theme of THEMES) {
      await app.locator('nav button[data-section="settings"]').click();
      await app.locator(`input[name="theme"][value="${theme}"]`).check();
      await expect(app.locator('html')).toHaveAttribute('data-theme', theme);
      for (const size of SIZES) {
        await app.setViewportSize(size);
        const dir = join(SHOTS_DIR, language, `${size.width}x${size.height}-${theme}`);
        mkdirSync(dir, { recursive: true });
        for (const [index, section] of sections.entries()) {
          await app.locator(`nav button[data-section="${section}"]`).click();
          await expect(app.getByRole('heading', { level: 1 })).toBeVisible();
          // Let lazy sections and their first calls settle before the picture.
          await app.waitForLoadState('networkidle').catch(() => undefined);
          await app.waitForTimeout(300);
          // The page scrolls inside the frame: one picture per screenful, down to the section's end.
          const main = app.locator('main');
          const screens = await main.evaluate(
            (element, max) => Math.min(max, Math.max(1, Math.ceil(element.scrollHeight / element.clientHeight))),
            MAX_SCREENS,
          );
          for (let screen = 0; screen < screens; screen++) {
            await main.evaluate((element, at) => element.scrollTo(0, at * element.clientHeight), screen);
            const name = `${String(index + 1).padStart(2, '0')}-${section}-${screen + 1}.png`;
            await app.screenshot({ path: join(dir, name) });
          }
          await main.evaluate((element) => element.scrollTo(0, 0));
        }
      }
    }
  });
}
