// Write's Correct beside Improve, against the simulator in both dialects: spelling and grammar corrected, the
// same word diff as an improvement, Accept, and Ctrl+Z bringing the text before it back.
import { expect, openSection, test } from './fixtures';
import { shootScreens } from './screens';
import { type DemoOnSimulator, startShellOnSimulator } from './textTools';

let demo: DemoOnSimulator;
test.afterEach(async () => demo.stop());

for (const dialect of ['spec', 'public'] as const) {
  test(`corrects spelling and grammar with the diff, accepts, and Ctrl+Z undoes it (${dialect} dialect)`, async ({
    page,
  }) => {
    demo = await startShellOnSimulator({}, { dialect });
    await page.goto(demo.shell.url);
    await openSection(page, 'Write');
    const original = page.getByRole('textbox', { name: 'Original' });
    const typed = 'teh report was recieved yesterday.\n\nWe should of sent it sooner .';
    await original.fill(typed);
    await page.getByRole('button', { name: 'Correct', exact: true }).click();

    const corrected = page.getByRole('textbox', { name: 'Corrected' });
    await expect(corrected).toHaveValue('The report was received yesterday.\n\nWe should have sent it sooner.');
    const sent = demo.service.control.requests().filter((r) => r.path === '/v2/write/correct');
    expect(sent.map((r) => r.status)).toEqual([200]);
    expect(demo.service.control.requests().filter((r) => r.path === '/v2/write/rephrase')).toHaveLength(0);
    const diff = page.getByTestId('write-diff');
    await expect(diff.locator('del', { hasText: 'recieved' })).toBeVisible();
    await expect(diff.locator('ins', { hasText: 'received' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Changes/ })).toHaveText(
      /^Changes \(\d+ words? replaced by \d+\)$/,
    );
    if (dialect === 'spec') await shootScreens(page, 'pro2', 'write-corrected');

    await page.getByRole('button', { name: 'Accept' }).click();
    await expect(original).toHaveValue('The report was received yesterday.\n\nWe should have sent it sooner.');
    await original.press('Control+z');
    await expect(original).toHaveValue(typed);

    // Edited after a correction: it is marked as made from another text, and "Correct again" makes a new one.
    await page.getByRole('button', { name: 'Correct', exact: true }).click();
    await expect(corrected).toHaveValue(/^The report/);
    await original.fill('i think teh plan works.');
    await expect(page.getByTestId('improvement-stale')).toContainText('since this correction was made');
    await page.getByRole('button', { name: 'Correct again' }).click();
    await expect(corrected).toHaveValue('I think the plan works.');
  });
}
