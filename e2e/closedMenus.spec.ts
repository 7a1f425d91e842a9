// Closed menus (selects) show their whole choice in French, German, Spanish, Japanese and Chinese at 1024×640: a
// choice longer than the menu is cut by its arrow, and no scrollWidth reveals it, so the text is measured (screens.ts,
// cutSelects).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { cutSelects } from './screens';

/** In each of five languages at 1024×640, opens `section` and lists the closed menus cut inside `scope`. */
async function cutMenusInEachLanguage(app: Page, section: string, scope: string): Promise<Record<string, string[]>> {
  await app.setViewportSize({ width: 1024, height: 640 });
  const cut: Record<string, string[]> = {};
  for (const language of ['fr', 'de', 'es', 'ja', 'zh-Hans']) {
    await app.locator('nav button[data-section="settings"]').click();
    await app.locator('section[aria-labelledby="language-heading"] select').selectOption(language);
    await expect(app.locator('html')).toHaveAttribute('lang', language);
    await app.locator(`nav button[data-section="${section}"]`).click();
    await expect(app.locator(`${scope} select`).first()).toBeVisible();
    cut[language] = await cutSelects(app, scope);
  }
  return cut;
}

const NONE_CUT = { fr: [], de: [], es: [], ja: [], 'zh-Hans': [] };

test('in French, German, Spanish, Japanese and Chinese at 1024×640, every closed menu of the document options shows its whole choice', async ({
  app,
}) => {
  expect(await cutMenusInEachLanguage(app, 'documents', '.doc-options')).toEqual(NONE_CUT);
});

test('in French, German, Spanish, Japanese and Chinese at 1024×640, the closed menus of Live captions leave their arrow room and air beside their text', async ({
  app,
}) => {
  expect(await cutMenusInEachLanguage(app, 'voice', '.voice-setup-area')).toEqual(NONE_CUT);
});
