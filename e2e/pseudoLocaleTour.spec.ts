// The pseudo-locale tour: every section at 1024×640 in `en-XA`, where each catalogue text is accented, 40% longer
// and in brackets. It fails on text that overflows its box or is cut, and on visible text that is not from the
// catalogue (no brackets). Sections whose texts are still English literals are listed in KNOWN_GAPS: removing a
// gap is a one-line change once its folder speaks from the catalogue.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { cutPlaceholders } from './screens';
import { UI_LANGUAGES } from '../src/shared/i18n/uiLanguages';

/** Sections (sidebar order, by their id) still being converted to the catalogue this session. */
const KNOWN_GAPS = new Set<string>([]);

/**
 * Visible text that is not Glossa's own words: user data, names, numbers. Language names come from the browser's
 * Intl.DisplayNames in the window's language, not the catalogue: an element showing one says so with
 * `data-language-name`.
 */
const ALLOWED = [
  /^Glossa$/,
  /^[\d\s.,:%/+()#-]+$/,
  /^Ctrl\+\d$/,
  // The service's plans and the operating systems, by their own names.
  /^API (Pro|Free)$/,
  /^(Linux|macOS|Windows)$/,
];

interface Finding {
  overflowing: string[];
  notFromCatalogue: string[];
}

/** Text elements wider than their box, and visible text outside any bracketed message, in `root`. */
async function findProblems(page: Page, root: string): Promise<Finding> {
  const found = await page.evaluate(
    ({ root, allowed }) => {
      const scope = document.querySelector(root);
      const overflowing: string[] = [];
      const notFromCatalogue: string[] = [];
      if (!scope) return { overflowing, notFromCatalogue };
      const patterns = allowed.map((source) => new RegExp(source));
      for (const element of scope.querySelectorAll<HTMLElement>(
        'p, span, button, label, h1, h2, h3, li, a, strong, dt, dd',
      )) {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || getComputedStyle(element).display === 'inline') continue;
        // Text for screen readers only is clipped to a pixel on purpose.
        if (element.closest('.visually-hidden')) continue;
        if (!/\p{L}/u.test(element.textContent ?? '')) continue;
        if (element.scrollWidth > element.clientWidth + 1)
          overflowing.push(`${element.tagName.toLowerCase()}: ${element.textContent?.slice(0, 80)}`);
      }
      const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? '';
        const parent = node.parentElement;
        if (
          !text ||
          !/\p{L}/u.test(text) ||
          !parent ||
          parent.closest('textarea, [data-user-text], [data-language-name], option, [aria-hidden="true"]')
        )
          continue;
        const box = parent.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        if (patterns.some((pattern) => pattern.test(text))) continue;
        // A message's text is bracketed; a variable or a tag splits it into nodes within one bracketed whole.
        const whole = parent.closest('p, li, button, label, h1, h2, h3, a, dt, dd, strong, span')?.textContent ?? text;
        if (!/\[[\s\S]*\]/.test(whole)) notFromCatalogue.push(text.slice(0, 80));
      }
      return { overflowing, notFromCatalogue };
    },
    { root, allowed: ALLOWED.map((pattern) => pattern.source) },
  );
  // A field's placeholder is text too.
  for (const placeholder of await cutPlaceholders(page, root)) found.overflowing.push(`placeholder: ${placeholder}`);
  return found;
}

test('every section at 1024×640 in the pseudo-locale: no text overflows or is cut, and every text is from the catalogue', async ({
  app,
}) => {
  test.setTimeout(120_000);
  await app.setViewportSize({ width: 1024, height: 640 });
  // Settings does not offer the pseudo-locale; the test adds it to the picker, which saves it as any choice.
  await app.getByRole('navigation').getByRole('button', { name: 'Settings' }).click();
  const picker = app.getByLabel("Glossa's language");
  await picker.evaluate((select) => select.append(new Option('en-XA', 'en-XA')));
  await picker.selectOption('en-XA');
  await app.reload();
  const sidebar = app.getByRole('navigation');
  await expect(sidebar.getByRole('button').first()).toContainText('[');

  // The frame speaks from the catalogue everywhere.
  expect(await findProblems(app, 'nav')).toEqual({ overflowing: [], notFromCatalogue: [] });

  const sections = await sidebar
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-section') ?? ''));
  const count = await sidebar.getByRole('button').count();
  for (let index = 0; index < count; index++) {
    await sidebar.getByRole('button').nth(index).click();
    await expect(app.getByRole('heading', { level: 1 })).toBeVisible();
    const id = sections[index] || String(index);
    // Translate's further options are folded: opened, their texts are checked too.
    if (id === 'translate') await app.getByTestId('translate-options').locator('summary').click();
    const found = await findProblems(app, 'main');
    if (KNOWN_GAPS.has(id)) {
      test.info().annotations.push({ type: 'known gap', description: `${id}: ${JSON.stringify(found)}` });
      continue;
    }
    expect(found, `section ${id}`).toEqual({ overflowing: [], notFromCatalogue: [] });
  }
});

/** Sidebar entries whose name takes more than one line (a Range gives one box per line of its text). */
async function wrappedSidebarEntries(page: Page): Promise<string[]> {
  return page.locator('nav button[data-section] .nav-label').evaluateAll((labels) =>
    labels.flatMap((label) => {
      const range = document.createRange();
      range.selectNodeContents(label);
      const lines = new Set([...range.getClientRects()].map((box) => Math.round(box.top)));
      return lines.size > 1 ? [label.textContent ?? ''] : [];
    }),
  );
}

test('in each of the six languages at 1024×640, every sidebar entry holds on one line and no text in any section overflows', async ({
  app,
}) => {
  test.setTimeout(300_000);
  await app.setViewportSize({ width: 1024, height: 640 });
  const sections = await app
    .locator('nav button[data-section]')
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-section') ?? ''));
  for (const language of UI_LANGUAGES) {
    await app.locator('nav button[data-section="settings"]').click();
    await app.locator('section[aria-labelledby="language-heading"] select').selectOption(language);
    await expect(app.locator('html')).toHaveAttribute('lang', language);
    // Japanese has no spaces: its lines break between phrases, never inside a word.
    if (language === 'ja')
      expect(await app.locator('body').evaluate((body) => getComputedStyle(body).wordBreak)).toBe('auto-phrase');
    const sidebarWidth = await app.locator('nav').evaluate((nav) => nav.getBoundingClientRect().width);
    for (const section of sections) {
      const entry = app.locator(`nav button[data-section="${section}"]`);
      await entry.click();
      await expect(app.getByRole('heading', { level: 1 })).toBeVisible();
      // The current entry is bold: it still holds on one line, and the sidebar keeps its width.
      expect.soft(await wrappedSidebarEntries(app), `sidebar in ${language} on ${section}`).toEqual([]);
      expect.soft(await app.locator('nav').evaluate((nav) => nav.getBoundingClientRect().width)).toBe(sidebarWidth);
      // A section's heading names it as the sidebar does (sections still being converted aside).
      if (!KNOWN_GAPS.has(section)) {
        const heading = (await app.getByRole('heading', { level: 1 }).textContent()) ?? '';
        const name = (await entry.locator('.nav-label').textContent()) ?? '';
        expect
          .soft(heading.toLocaleLowerCase(language), `heading of ${section} in ${language}`)
          .toContain(name.toLocaleLowerCase(language));
      }
      const { overflowing } = await findProblems(app, 'main');
      expect.soft(overflowing, `section ${section} in ${language}`).toEqual([]);
    }
  }
});
