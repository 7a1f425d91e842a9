// Developer keys as an account admin manages them: the admin key comes from Settings; keys are listed by
// state, created with a label and a limit, renamed, limited (no limit vs 0) and deactivated for good after a
// confirmation; at 25 active keys creating is disabled, with the reason.
import { expect, openSection, snap, test } from './fixtures';
import {
  type DemoOnSimulator,
  NO_KEYCHAIN,
  addAccountInSettings,
  serviceCall,
  startShellOnSimulator,
} from './textTools';

let demo: DemoOnSimulator;
test.afterEach(async () => demo.stop());

test('creates, renames, limits and deactivates keys, and stops at 25 active keys', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  demo = await startShellOnSimulator();
  await page.goto(demo.shell.url);
  await openSection(page, 'Developer keys');
  await expect(page.getByRole('main')).toHaveAccessibleName('Developer keys');
  await expect(page.getByTestId('active-key-count')).toHaveText('0 of 25 active keys');

  // Create with a label and a limit of 0: the key is blocked, which is not the same as no limit.
  const create = page.getByRole('form', { name: 'Create a developer key' });
  await expect(create).toContainText('No limit means unlimited; a limit of 0 blocks the key');
  await create.getByLabel('Label (optional)').fill('Agency laptop');
  const characters = create.getByRole('group', { name: 'Monthly character limit' });
  const speech = create.getByRole('group', { name: 'Monthly speech limit' });
  await characters.getByRole('radio', { name: 'Limit to' }).check();
  await create.getByLabel('Characters per month').fill('-3');
  await expect(create.getByText('The character limit must be a whole number, 0 or more')).toBeVisible();
  await expect(create.getByRole('button', { name: 'Create key' })).toBeDisabled();
  await create.getByLabel('Characters per month').fill('0');
  // The speech limit is typed in minutes beside it, and refused when it is no number of minutes.
  await expect(speech).toContainText('0 blocks speech to text for this key');
  await speech.getByRole('radio', { name: 'Limit to' }).check();
  await create.getByLabel('Minutes of speech per month').fill('an hour');
  await expect(create.getByText('The speech limit must be a whole number of minutes')).toBeVisible();
  await expect(create.getByRole('button', { name: 'Create key' })).toBeDisabled();
  await create.getByLabel('Minutes of speech per month').fill('90');
  await create.getByRole('button', { name: 'Create key' }).click();
  const rows = page.getByTestId('developer-key-row');
  const laptop = rows.filter({ hasText: 'Agency laptop' });
  await expect(laptop.getByTestId('key-limit')).toHaveText('Blocked (0 characters)');
  await expect(laptop.getByTestId('key-speech-limit')).toHaveText('90 minutes of speech per month');
  const stored = await serviceCall(demo.service, 'GET', '/v2/admin/developer-keys', undefined, demo.service.keys.admin);
  expect((stored as { usage_limits: unknown }[])[0]?.usage_limits).toEqual({
    characters: 0,
    speech_to_text_milliseconds: 5_400_000,
  });
  // Copy says it copied, in a status a screen reader announces too.
  await laptop.getByRole('button', { name: 'Copy the key Agency laptop' }).click();
  await expect(laptop.getByRole('status')).toHaveText('✓ Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\S{8,}/);
  await expect(page.getByTestId('active-key-count')).toHaveText('1 of 25 active keys');

  // Rename.
  await page.getByRole('button', { name: 'Rename Agency laptop' }).click();
  await page.getByRole('form', { name: 'Rename Agency laptop' }).getByLabel('New label').fill('Agency desktop');
  await page.getByRole('button', { name: 'Save label' }).click();
  const desktop = rows.filter({ hasText: 'Agency desktop' });
  await expect(desktop).toBeVisible();

  // Set a limit, then remove it (null = unlimited).
  await page.getByRole('button', { name: 'Change the limit of Agency desktop' }).click();
  const limitForm = page.getByRole('form', { name: 'Limit of Agency desktop' });
  await expect(limitForm.getByLabel('Minutes of speech per month')).toHaveValue('90');
  await limitForm.getByLabel('Characters per month').fill('500,000');
  await limitForm.getByLabel('Minutes of speech per month').fill('0');
  await limitForm.getByRole('button', { name: 'Save limits' }).click();
  await expect(desktop.getByTestId('key-limit')).toHaveText('500,000 characters per month');
  await expect(desktop.getByTestId('key-speech-limit')).toHaveText('Speech blocked (0 minutes)');
  await page.getByRole('button', { name: 'Change the limit of Agency desktop' }).click();
  await limitForm
    .getByRole('group', { name: 'Monthly character limit' })
    .getByRole('radio', { name: 'No limit' })
    .check();
  await limitForm.getByRole('group', { name: 'Monthly speech limit' }).getByRole('radio', { name: 'No limit' }).check();
  await limitForm.getByRole('button', { name: 'Remove the limits' }).click();
  await expect(desktop.getByTestId('key-limit')).toHaveText('Unlimited');
  await expect(desktop.getByTestId('key-speech-limit')).toHaveText('Unlimited speech');
  await snap(page, 'developer-keys-light');

  // Deactivate: the confirmation says it is permanent; cancelling keeps the key.
  await page.getByRole('button', { name: 'Deactivate Agency desktop' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Deactivate Agency desktop?' });
  await expect(confirm).toContainText('This is permanent');
  await expect(confirm).toContainText('can never be reactivated');
  await snap(page, 'developer-keys-deactivate');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(desktop).toBeVisible();
  await expect(page.getByRole('button', { name: 'Rename Agency desktop' })).toBeFocused();
  await page.getByRole('button', { name: 'Deactivate Agency desktop' }).click();
  await page.getByRole('button', { name: 'Deactivate for good' }).click();
  await expect(rows).toHaveCount(0);
  await expect(page.getByTestId('active-key-count')).toHaveText('0 of 25 active keys');
  await page.getByRole('radio', { name: 'Deactivated (1)' }).check();
  await expect(rows.filter({ hasText: 'Agency desktop' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Deactivate Agency desktop' })).toHaveCount(0);

  // 25 active keys (made elsewhere): creating is disabled, and the reason is shown.
  for (let i = 1; i <= 25; i++)
    await serviceCall(
      demo.service,
      'POST',
      '/v2/admin/developer-keys',
      { label: `Team key ${i}` },
      demo.service.keys.admin,
    );
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByTestId('active-key-count')).toHaveText('25 of 25 active keys');
  await expect(create.getByRole('button', { name: 'Create key' })).toBeDisabled();
  await expect(page.getByTestId('create-key-blocked')).toHaveText(
    'There are already 25 active keys, the most allowed. Deactivate one before creating another.',
  );
  await page.getByRole('radio', { name: 'Active (25)' }).check();
  await expect(rows).toHaveCount(25);
  await page.getByRole('button', { name: 'Deactivate Team key 25' }).click();
  await page.getByRole('button', { name: 'Deactivate for good' }).click();
  await expect(page.getByTestId('active-key-count')).toHaveText('24 of 25 active keys');
  await expect(create.getByRole('button', { name: 'Create key' })).toBeEnabled();

  await openSection(page, 'Settings');
  await page.getByRole('radio', { name: 'Dark' }).check();
  await openSection(page, 'Developer keys');
  await snap(page, 'developer-keys-dark');
});

test('without an admin key the screen says so and leads to Settings, where adding it opens the keys', async ({
  page,
}) => {
  demo = await startShellOnSimulator(NO_KEYCHAIN);
  await page.goto(demo.shell.url);
  await addAccountInSettings(page, {
    name: 'Agency',
    plan: 'Pro',
    baseUrl: demo.service.proUrl,
    key: demo.service.keys.pro,
  });
  await openSection(page, 'Developer keys');
  const missing = page.getByTestId('admin-key-missing');
  await expect(missing).toContainText('“Agency” has none in Glossa');
  await snap(page, 'developer-keys-no-admin-key');
  expect(demo.service.control.requests().filter((r) => r.path.startsWith('/v2/admin'))).toEqual([]);

  await missing.getByRole('button', { name: 'Open Settings' }).click();
  await expect(page.getByRole('main')).toHaveAccessibleName('Settings');
  await page.getByTestId('account-row').getByRole('button', { name: 'Add admin key' }).click();
  const editor = page.getByRole('form', { name: 'admin key for Agency' });
  await editor.getByLabel('Admin key for Agency').fill(demo.service.keys.admin);
  await editor.getByRole('button', { name: 'Check and save admin key' }).click();
  await editor.getByRole('button', { name: 'Keep the key for this session only' }).click();
  await expect(page.getByTestId('key-Admin key')).toContainText('for this session only');

  await openSection(page, 'Developer keys');
  await expect(page.getByTestId('active-key-count')).toHaveText('0 of 25 active keys');
});
