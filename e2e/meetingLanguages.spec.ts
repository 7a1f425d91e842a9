// The meeting's set-up and the overlay's own settings in every UI language, at 1366×768 and 1024×640, light and
// dark, for a person to look at (GLOSSA_SHOTS_DIR, or e2e/screenshots/meeting-languages): the longest words
// (French, Spanish, German) and the widest script (Japanese, Chinese) must not scroll sideways, and no control of
// the set-up or the overlay settings may be cut by its box.
import type { Page } from '@playwright/test';
import { UI_LANGUAGES } from '../src/shared/i18n/uiLanguages';
import { devicesListed, expect, test } from './fixtures';
import { shootScreens } from './screens';

/** Elements whose text is wider than their own box (cut, or spilling over a neighbour). */
async function cutTexts(page: Page, scope: string): Promise<string[]> {
  return page.locator(scope).evaluate((root) =>
    [...root.querySelectorAll<HTMLElement>('label, legend, button, option, select, span, p, h2, h3')]
      .filter((element) => element.offsetParent !== null && element.scrollWidth > element.clientWidth + 1)
      .filter((element) => getComputedStyle(element).overflowX !== 'visible' || element.tagName === 'SELECT')
      .map((element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`),
  );
}

for (const language of UI_LANGUAGES) {
  test(`the meeting set-up and the overlay settings in ${language}`, async ({ app }) => {
    test.setTimeout(120_000);
    await app.locator('nav button[data-section="settings"]').click();
    await app.locator('section[aria-labelledby="language-heading"] select').selectOption(language);
    await expect(app.locator('html')).toHaveAttribute('lang', language);
    await app.locator('nav button[data-section="voice"]').click();
    await devicesListed(app);
    await app.locator('.voice-setup select').first().selectOption('file');
    // Two languages chosen, so the chips show both states.
    await app.locator('.voice-targets .chip').nth(0).click();
    await app.locator('.voice-targets .chip').nth(3).click();
    // Under the pointer, the chip just chosen keeps the chosen look (it turned light grey, its white text unreadable).
    const look = (nth: number) =>
      app
        .locator('.voice-targets .chip')
        .nth(nth)
        .evaluate((chip) => getComputedStyle(chip).backgroundColor);
    await app.locator('.voice-targets .chip').nth(3).hover();
    expect(await look(3)).not.toBe(await look(1));
    const setup = app.locator('.voice-setup');
    await shootScreens(app, 'meeting-languages', `${language}-setup`, async () => {
      await setup.scrollIntoViewIfNeeded();
      expect(await cutTexts(app, '.voice-setup'), `${language} set-up`).toEqual([]);
    });
    await shootScreens(app, 'meeting-languages', `${language}-setup-meeting`, async () => {
      await app.locator('.voice-overlay-controls').scrollIntoViewIfNeeded();
    });

    const [overlay] = await Promise.all([
      app.waitForEvent('popup'),
      app.locator('.voice-overlay-controls button').first().click(),
    ]);
    await expect(overlay.locator('html')).toHaveAttribute('lang', language);
    await overlay.hover('main');
    await overlay.locator('.overlay-settings-button').click();
    await expect(overlay.locator('form')).toBeVisible();
    await shootScreens(overlay, 'meeting-languages', `${language}-overlay-settings`, async () => {
      expect(await cutTexts(overlay, 'form'), `${language} overlay settings`).toEqual([]);
    });
  });
}
