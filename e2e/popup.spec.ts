// The quick translate popup page in the browser shell: a heading, no axe-core violation in either theme, a
// sentence (never the validator's words) for text over a million characters, and no shortcut named where the
// browser shell has none.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const popupUrl = (url: string) => url.replace('/#', '/?view=popup#');

async function setTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme: theme });
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('the popup has a top-level heading and passes axe-core in the light and the dark theme', async ({
  shell,
  page,
}) => {
  await page.goto(popupUrl(shell.url));
  const popup = page.getByRole('main', { name: 'Quick translate' });
  await expect(popup).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Quick translate' })).toBeAttached();
  for (const theme of ['light', 'dark'] as const) {
    await setTheme(page, theme);
    expect(await axeViolations(page), `${theme}, before translating`).toEqual([]);
  }
  await popup.getByRole('textbox').fill('The contract is signed today.');
  await popup.getByRole('button', { name: 'Translate', exact: true }).click();
  await expect(popup.getByTestId('quick-result')).not.toBeEmpty();
  for (const theme of ['light', 'dark'] as const) {
    await setTheme(page, theme);
    expect(await axeViolations(page), `${theme}, with a translation`).toEqual([]);
  }
});

test('the popup given over a million characters says so in a sentence, and names no shortcut in the browser shell', async ({
  shell,
  page,
}) => {
  await page.goto(popupUrl(shell.url));
  const popup = page.getByRole('main', { name: 'Quick translate' });
  await expect(popup.getByText('Type or paste text', { exact: true }).first()).toBeVisible();
  // The browser shell has no global shortcut, so the popup names none.
  await expect(popup).not.toContainText(/press|Ctrl\+|Alt\+/);

  const box = popup.getByRole('textbox');
  await box.fill('a'.repeat(1_000_001));
  const problem = popup.getByRole('alert');
  await expect(problem).toHaveText(
    "The popup takes at most 1,000,000 characters. Open Glossa's Translate section for longer text, or translate it as a document.",
  );
  await expect(popup).not.toContainText(/Too big|expected string/);
  await expect(popup.getByRole('button', { name: 'Translate', exact: true })).toBeDisabled();
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  // Ctrl+Enter does not send it either.
  await box.press('Control+Enter');
  await expect(popup.getByTestId('quick-result')).toHaveCount(0);

  await box.fill('a'.repeat(1_000_000));
  await expect(problem).toHaveCount(0);
  await expect(popup.getByRole('button', { name: 'Translate', exact: true })).toBeEnabled();
});

/** Texts of the popup cut by their box, and a select whose chosen name is wider than its inside. */
async function cutTexts(page: Page): Promise<string[]> {
  return page.locator('main.quick-popup').evaluate((popup) => {
    const cut: string[] = [];
    for (const element of popup.querySelectorAll<HTMLElement>('p, span, dt, dd, label, button, summary')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || getComputedStyle(element).display === 'inline' || element.closest('.visually-hidden'))
        continue;
      if (element.scrollWidth > element.clientWidth + 1) cut.push(element.textContent ?? '');
      // Nor may it reach past the popup's edge.
      if (box.right > popup.getBoundingClientRect().right + 1) cut.push(`outside: ${element.textContent ?? ''}`);
    }
    const ruler = document.createElement('canvas').getContext('2d')!;
    for (const select of popup.querySelectorAll('select')) {
      const style = getComputedStyle(select);
      ruler.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const name = select.selectedOptions[0]?.textContent ?? '';
      // The menu's arrow takes about 24 px of the inside.
      const inside = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 24;
      if (ruler.measureText(name).width > inside) cut.push(`select: ${name}`);
    }
    return cut;
  });
}

test('the popup cuts none of its texts in German, Japanese and French: the footer, and long target names in the header', async ({
  shell,
  page,
  context,
}) => {
  const main = await context.newPage();
  await main.goto(shell.url);
  await main.getByRole('navigation').getByRole('button', { name: 'Settings' }).click();
  await main.getByLabel("Glossa's language").selectOption('de');
  await expect(main.locator('html')).toHaveAttribute('lang', 'de');

  await page.setViewportSize({ width: 460, height: 340 });
  await page.goto(popupUrl(shell.url));
  const popup = page.getByRole('main', { name: 'Schnellübersetzung' });
  await popup.getByRole('textbox').fill('The contract is signed today.');
  await popup.getByRole('textbox').press('Control+Enter');
  await expect(popup.getByTestId('quick-result')).not.toBeEmpty();
  await expect(popup.getByTestId('quick-glossary')).toHaveText('keines für dieses Sprachpaar');
  expect(await cutTexts(page)).toEqual([]);
  for (const target of [
    'Englisch (Vereinigtes Königreich)',
    'Portugiesisch (Brasilien)',
    'Chinesisch (traditionell)',
  ]) {
    await popup.getByRole('combobox', { name: 'Nach', exact: true }).selectOption({ label: target });
    await expect(popup.getByTestId('quick-result')).not.toBeEmpty();
    expect(await cutTexts(page), `into ${target}`).toEqual([]);
  }

  await main.getByLabel('Sprache von Glossa').selectOption('ja');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await page.getByRole('main').getByRole('textbox').fill('The contract is signed today.');
  await page.getByRole('main').getByRole('textbox').press('Control+Enter');
  await expect(page.getByTestId('quick-result')).not.toBeEmpty();
  expect(await cutTexts(page), 'in Japanese').toEqual([]);

  // The source is named as the target menu names its languages: on its own, so capitalised in French.
  await main.locator('section[aria-labelledby="language-heading"] select').selectOption('fr');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.getByRole('main').getByRole('textbox').fill('The contract is signed today.');
  await page.getByRole('main').getByRole('textbox').press('Control+Enter');
  await expect(page.getByTestId('quick-from')).toHaveText('Anglais');
  expect(await cutTexts(page), 'in French').toEqual([]);
});
