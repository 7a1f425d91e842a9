// Closed menus (selects) show their whole choice in French, German, Spanish, Japanese and Chinese at 1024×640: a
// choice longer than the menu is cut by its arrow, and no scrollWidth reveals it, so the text is measured (screens.ts,
// cutSelects).
import { expect, test } from './fixtures';
import { cutSelects } from './screens';

test('in French, German, Spanish, Japanese and Chinese at 1024×640, every closed menu of the document options shows its whole choice', async ({
  app,
}) => {
  await app.setViewportSize({ width: 1024, height: 640 });
  for (const language of ['fr', 'de', 'es', 'ja', 'zh-Hans']) {
    await app.locator('nav button[data-section="settings"]').click();
    await app.locator('section[aria-labelledby="language-heading"] select').selectOption(language);
    await expect(app.locator('html')).toHaveAttribute('lang', language);
    await app.locator('nav button[data-section="documents"]').click();
    await expect(app.locator('.doc-options select').first()).toBeVisible();
    expect(await cutSelects(app, '.doc-options'), language).toEqual([]);
  }
});

test('in French, German, Spanish, Japanese and Chinese at 1024×640, the closed menus of Live captions leave their arrow room and air beside their text', async ({
  app,
}) => {
  await app.setViewportSize({ width: 1024, height: 640 });
  for (const language of ['fr', 'de', 'es', 'ja', 'zh-Hans']) {
    await app.locator('nav button[data-section="settings"]').click();
    await app.locator('section[aria-labelledby="language-heading"] select').selectOption(language);
    await expect(app.locator('html')).toHaveAttribute('lang', language);
    await app.locator('nav button[data-section="voice"]').click();
    await expect(app.locator('.voice-setup-area select').first()).toBeVisible();
    expect(await cutSelects(app, '.voice-setup-area'), language).toEqual([]);
  }
});
