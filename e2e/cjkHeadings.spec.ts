// Chinese and Japanese break a line between any two characters: a section's heading beside a long introduction
// (Recordings) was squeezed to one character a line ("录 / 音"). At 1024×640 every section's heading holds on one line.
import { expect, test } from './fixtures';

test('in Chinese and Japanese at 1024×640, every section heading holds on one line', async ({ app }) => {
  test.setTimeout(120_000);
  await app.setViewportSize({ width: 1024, height: 640 });
  const sections = await app
    .locator('nav button[data-section]')
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-section') ?? ''));
  for (const language of ['zh-Hans', 'ja']) {
    await app.locator('nav button[data-section="settings"]').click();
    await app.locator('section[aria-labelledby="language-heading"] select').selectOption(language);
    await expect(app.locator('html')).toHaveAttribute('lang', language);
    const wrapped: string[] = [];
    for (const section of sections) {
      await app.locator(`nav button[data-section="${section}"]`).click();
      const heading = app.getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      // Lines of the heading's own text, before any badge (a Range gives one box per line).
      const lines = await heading.evaluate((h1) => {
        const range = document.createRange();
        range.selectNodeContents(h1.firstChild ?? h1);
        return new Set([...range.getClientRects()].map((box) => Math.round(box.top))).size;
      });
      if (lines > 1) wrapped.push(`${section}: ${(await heading.textContent()) ?? ''}`);
    }
    expect(wrapped, language).toEqual([]);
  }
});
