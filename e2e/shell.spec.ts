// The app frame in Debian's Chromium through the browser shell: it loads, navigates, themes, reaches main,
// and the shell's protections hold.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import WebSocket from 'ws';
import { expect, snap, test } from './fixtures';

test('the app loads and a contract call reaches a main-side service and returns', async ({ app }) => {
  await app.getByRole('button', { name: 'Settings' }).click();
  const info = app.getByTestId('app-info');
  await expect(info).toContainText('Browser shell');
  const platformNames: Record<string, string> = { linux: 'Linux', darwin: 'macOS', win32: 'Windows' };
  await expect(info).toContainText(platformNames[process.platform] ?? process.platform);
  await snap(app, 'settings-light');
});

test('every section in the sidebar opens, by mouse and by keyboard', async ({ app }) => {
  const items = app.getByRole('navigation', { name: 'Sections' }).getByRole('button');
  const count = await items.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const item = items.nth(i);
    const label = (await item.textContent())!.replace(/^[^\p{L}]+/u, '').trim();
    await item.click();
    await expect(item).toHaveAttribute('aria-current', 'page');
    await expect(app.getByRole('main')).toHaveAccessibleName(label);
  }
  // Ctrl+1 jumps to the first section; arrow keys move focus within the sidebar.
  await app.keyboard.press('Control+1');
  await expect(items.first()).toHaveAttribute('aria-current', 'page');
});

test('the theme follows the choice, and the choice is remembered by main', async ({ app, shell, page }) => {
  await app.getByRole('button', { name: 'Settings' }).click();
  await app.getByRole('radio', { name: 'Dark' }).check();
  await expect(app.locator('html')).toHaveAttribute('data-theme', 'dark');
  await snap(app, 'settings-dark');
  await app.getByRole('radio', { name: 'Light' }).check();
  await expect(app.locator('html')).toHaveAttribute('data-theme', 'light');
  await app.getByRole('radio', { name: 'Dark' }).check();
  // Main has stored it...
  const stored = () => JSON.parse(readFileSync(join(shell.userDataDir, 'settings.json'), 'utf8')).theme as string;
  await expect.poll(stored).toBe('dark');
  // ...and a fresh page load gets the stored preference from main.
  await page.goto(shell.url.replace(/#.*/, ''));
  await expect(app.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('system theme follows the OS color scheme', async ({ app, page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(app.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(app.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('an inline script injected into the page is blocked by the CSP', async ({ app }) => {
  const violations: string[] = [];
  app.on('console', (m) => violations.push(m.text()));
  const ran = await app.evaluate(async () => {
    const w = window as unknown as { injectedRan?: boolean };
    const script = document.createElement('script');
    script.textContent = 'window.injectedRan = true';
    document.body.appendChild(script);
    const handler = document.createElement('img');
    handler.setAttribute('src', 'data:,x');
    handler.setAttribute('onerror', 'window.injectedRan = true');
    document.body.appendChild(handler);
    await new Promise((r) => setTimeout(r, 300));
    let evalRan = false;
    try {
      evalRan = (0, eval)('true') as boolean;
    } catch {
      evalRan = false;
    }
    return { inline: w.injectedRan === true, eval: evalRan };
  });
  expect(ran).toEqual({ inline: false, eval: false });
  expect(violations.join('\n')).toMatch(/Content Security Policy/);
});

test('the page has no Node and no generic IPC', async ({ app }) => {
  const globals = await app.evaluate(() => ({
    require: typeof (window as unknown as { require?: unknown }).require,
    process: typeof (window as unknown as { process?: unknown }).process,
  }));
  expect(globals).toEqual({ require: 'undefined', process: 'undefined' });
});

test('a WebSocket without the secret, from a foreign origin, or a message without the secret is refused', async ({
  shell,
}) => {
  const ws = `${shell.origin.replace('http', 'ws')}/ipc`;
  const secret = new URL(shell.url).hash.replace('#secret=', '');
  const outcome = (url: string, origin: string, message?: object) =>
    new Promise<string>((resolve) => {
      const socket = new WebSocket(url, { origin });
      socket.on('unexpected-response', (_req, res) => resolve(`http ${res.statusCode}`));
      socket.on('open', () => {
        if (!message) return resolve('open');
        socket.send(JSON.stringify(message));
      });
      socket.on('message', () => resolve('answered'));
      socket.on('close', (code) => resolve(`closed ${code}`));
      socket.on('error', () => undefined);
    });

  expect(await outcome(ws, shell.origin)).toBe('http 401');
  expect(await outcome(`${ws}?secret=wrong`, shell.origin)).toBe('http 401');
  expect(await outcome(`${ws}?secret=${secret}`, 'http://evil.example')).toBe('http 403');
  expect(await outcome(`${ws}?secret=${secret}`, shell.origin, { type: 'call', id: 1, channel: 'app:getInfo' })).toBe(
    'closed 1008',
  );
  expect(
    await outcome(`${ws}?secret=${secret}`, shell.origin, { type: 'call', id: 1, channel: 'app:getInfo', secret }),
  ).toBe('answered');
});

test('the quick translate popup page runs under the same CSP, with no Node and no generic IPC', async ({
  shell,
  page,
}) => {
  const popupUrl = shell.url.replace('/#', '/?view=popup#');
  const [main, popup] = [
    await fetch(`${shell.origin}/index.html`),
    await fetch(`${shell.origin}/index.html?view=popup`),
  ];
  expect(popup.headers.get('content-security-policy')).toBe(main.headers.get('content-security-policy'));
  expect(popup.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
  await page.goto(popupUrl);
  await expect(page.getByRole('main', { name: 'Quick translate' })).toBeVisible();
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.injectedRan = true';
    document.body.appendChild(script);
    await new Promise((r) => setTimeout(r, 200));
    return {
      inline: (window as unknown as { injectedRan?: boolean }).injectedRan === true,
      require: typeof (window as unknown as { require?: unknown }).require,
      process: typeof (window as unknown as { process?: unknown }).process,
    };
  });
  expect(ran).toEqual({ inline: false, require: 'undefined', process: 'undefined' });
});
