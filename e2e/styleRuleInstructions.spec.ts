// Opening a custom instruction to edit it, in both dialects: Edit reads the instruction as the service now holds
// it (GET of the single instruction), so a change made elsewhere is what the form starts from; one deleted
// elsewhere is said in a sentence, and the list is read again.
import { expect, openSection, test } from './fixtures';
import { type DemoOnSimulator, serviceCall, startShellOnSimulator } from './textTools';

let demo: DemoOnSimulator;
test.afterEach(async () => demo.stop());

for (const dialect of ['spec', 'public'] as const) {
  test(`Edit opens the instruction as the service holds it now; one deleted elsewhere is said (${dialect} dialect)`, async ({
    page,
  }) => {
    demo = await startShellOnSimulator({}, { dialect });
    const list = await serviceCall<{ style_id: string; custom_instructions: { id: string }[] }>(
      demo.service,
      'POST',
      '/v3/style_rules',
      {
        name: 'Client A',
        language: 'en',
        custom_instructions: [
          { label: 'Brand', prompt: 'Keep "Glossa" in English.' },
          { label: 'Dates', prompt: 'Write dates as 26 November 2026.' },
        ],
      },
    );
    const [brand, dates] = list.custom_instructions.map((instruction) => instruction.id);
    const path = (id: string) => `/v3/style_rules/${list.style_id}/custom_instructions/${id}`;
    await page.goto(demo.shell.url);
    await openSection(page, 'Style rules');
    await page
      .getByRole('list', { name: /Style rule lists, page/ })
      .getByRole('button', { name: /Client A/ })
      .click();
    const detail = page.locator('.style-rule-detail');
    await expect(detail.getByText('Keep "Glossa" in English.')).toBeVisible();

    // Changed on another device after the list was opened: Edit starts from the service's version.
    await serviceCall(demo.service, 'PUT', path(brand!), {
      label: 'Brand names',
      prompt: 'Keep every product name in English.',
    });
    const gets = () =>
      demo.service.control.requests().filter((r) => r.method === 'GET' && r.path === path(brand!)).length;
    await detail.getByRole('button', { name: 'Edit instruction Brand' }).click();
    const form = detail.getByRole('form', { name: 'Edit instruction Brand names' });
    await expect(form.getByLabel('Label')).toHaveValue('Brand names');
    await expect(form.getByLabel('Prompt')).toHaveValue('Keep every product name in English.');
    expect(gets()).toBe(1);
    await form.getByLabel('Prompt').fill('Keep every product name in English, even in headings.');
    await form.getByRole('button', { name: 'Save instruction' }).click();
    // Saved once the form has closed (the textarea holds the same text as its own, so the text alone says nothing).
    await expect(form).toHaveCount(0);
    await expect(detail.getByText('Keep every product name in English, even in headings.')).toBeVisible();

    // Deleted by a colleague: a sentence with the next step, and the list as it is now.
    const deleted = await fetch(`${demo.service.proUrl}${path(dates!)}`, {
      method: 'DELETE',
      headers: { authorization: `${demo.service.authScheme} ${demo.service.keys.pro}` },
    });
    expect(deleted.ok).toBe(true);
    await detail.getByRole('button', { name: 'Edit instruction Dates' }).click();
    const alert = detail.getByRole('alert');
    await expect(alert).toContainText('The instruction could not be opened.');
    await expect(alert).toContainText('This custom instruction was deleted elsewhere');
    await expect(alert).toContainText('add the instruction again if you still need it');
    await expect(detail.getByRole('button', { name: 'Edit instruction Dates' })).toHaveCount(0);
    await expect(page.getByTestId('instruction-count')).toHaveText('1 of 200');
  });
}
