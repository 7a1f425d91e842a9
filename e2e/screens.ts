// Screenshots of a changed screen for a person to look at: 1366×768 and 1024×640, light and dark, each also
// checked not to scroll sideways (GLOSSA_SHOTS_DIR, or e2e/screenshots/<folder>).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

const SIZES = [
  { width: 1366, height: 768 },
  { width: 1024, height: 640 },
];

/** Shoots the page in both sizes and themes; `arrange` brings the part to look at into view each time. */
export async function shootScreens(
  page: Page,
  folder: string,
  name: string,
  arrange: () => Promise<void> = async () => undefined,
): Promise<void> {
  const dir = process.env['GLOSSA_SHOTS_DIR'] ?? join(__dirname, 'screenshots', folder);
  mkdirSync(dir, { recursive: true });
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await arrange();
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(sideways, `${name} at ${size.width}×${size.height} scrolls sideways`).toBe(false);
      await page.screenshot({ path: join(dir, `${name}-${size.width}x${size.height}-${theme}.png`) });
    }
  }
}

/**
 * The closed menus (selects) inside `scope` whose chosen text leaves under 32 px beside it for the arrow (about
 * 20 px) and some air: the arrow sits on the text or cuts it ("Choisissez d'abord le premier glossair",
 * "Ordre enregistré"). A select's text has no scrollWidth, so it is measured.
 */
export async function cutSelects(page: Page, scope: string): Promise<string[]> {
  return page.locator(scope).evaluateAll((roots) => {
    const ruler = document.createElement('canvas').getContext('2d')!;
    const cut: string[] = [];
    for (const select of roots.flatMap((root) => [...root.querySelectorAll('select')])) {
      if (select.getBoundingClientRect().width === 0) continue;
      const style = getComputedStyle(select);
      ruler.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const name = select.selectedOptions[0]?.textContent ?? '';
      const room = select.clientWidth - parseFloat(style.paddingLeft) - ruler.measureText(name).width;
      if (room < 32) cut.push(`${name} (${Math.round(room)} px beside it)`);
    }
    return cut;
  });
}

/**
 * The empty fields inside `scope` whose placeholder is wider than the room inside them ("Einträge durchsuch"). A
 * placeholder has no scrollWidth either, so it is measured; a textarea wraps its placeholder, so only its longest
 * word can be cut.
 */
export async function cutPlaceholders(page: Page, scope: string): Promise<string[]> {
  return page.locator(scope).evaluateAll((roots) => {
    const ruler = document.createElement('canvas').getContext('2d')!;
    const words = new Intl.Segmenter(document.documentElement.lang, { granularity: 'word' });
    const cut: string[] = [];
    for (const field of roots.flatMap((root) => [
      ...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[placeholder], textarea[placeholder]'),
    ])) {
      if (!field.placeholder || field.value || field.getBoundingClientRect().width === 0) continue;
      const style = getComputedStyle(field);
      ruler.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      // A number field keeps room for its spin buttons, a search field for its clear button.
      const buttons = field.type === 'number' || field.type === 'search' ? 16 : 0;
      const room = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - buttons;
      const widest =
        field instanceof HTMLTextAreaElement
          ? Math.max(...[...words.segment(field.placeholder)].map(({ segment }) => ruler.measureText(segment).width))
          : ruler.measureText(field.placeholder).width;
      if (widest > room + 1)
        cut.push(`${field.placeholder.slice(0, 80)} (${Math.round(widest)} px in ${Math.round(room)})`);
    }
    return cut;
  });
}
