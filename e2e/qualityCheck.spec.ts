// "Check quality" against the simulator in both dialects. In Translate: a translation whose number the user
// changed is doubtful, its words marked and the issue explained; a faithful one is clean; editing the text marks
// the check as made for an earlier text. On a glossary dictionary: each entry a segment.
import { expect, openSection, test } from './fixtures';
import { shootScreens } from './screens';
import { type DemoOnSimulator, serviceCall, startShellOnSimulator } from './textTools';

let demo: DemoOnSimulator;
test.afterEach(async () => demo.stop());

for (const dialect of ['spec', 'public'] as const) {
  test(`Translate: checks the translation's quality and shows the doubtful segments (${dialect} dialect)`, async ({
    page,
  }) => {
    demo = await startShellOnSimulator({}, { dialect });
    await page.goto(demo.shell.url);
    await openSection(page, 'Translate');
    const panel = page.getByRole('region', { name: 'Quality check' });
    await expect(panel).toContainText('Translate a text first, then check its quality.');
    await expect(panel.getByRole('button', { name: 'Check quality' })).toBeDisabled();

    await page.getByLabel('Into').selectOption('de');
    await page
      .getByRole('textbox', { name: 'Source text' })
      .fill('The meeting starts at 9.\n\nThe contract is signed.');
    await page.getByRole('main').getByRole('button', { name: 'Translate', exact: true }).click();
    const translation = page.getByRole('textbox', { name: 'Translation', exact: true });
    await expect(translation).toHaveValue(/9.*\n\n.+/);

    await panel.getByRole('button', { name: 'Check quality' }).click();
    await expect(page.getByTestId('quality-clean')).toHaveText('No doubtful segment in 2 segments.');
    await expect(page.getByTestId('quality-score')).toHaveText('Score 100 of 100: reads well');

    // The translator changes the number: that segment is doubtful, the number marked in the source.
    const value = await translation.inputValue();
    await translation.fill(value.replace('9', '10'));
    await expect(page.getByTestId('quality-stale')).toBeVisible();
    await panel.getByRole('button', { name: 'Check again' }).click();
    const doubtful = panel.getByRole('list', { name: 'Doubtful segments' }).getByRole('listitem').first();
    await expect(doubtful).toContainText('Segment 1 of 2');
    await expect(doubtful).toContainText('Critical Accuracy: Mistranslation. The source has the number 9');
    await expect(doubtful.locator('mark')).toHaveText(['9']);
    await expect(page.getByTestId('quality-score')).toHaveText('Score 88 of 100: needs review');
    const posted = demo.service.control.requests().filter((r) => r.path === '/v1/quality-evaluation');
    expect(posted.map((r) => r.status)).toEqual([202, 202]);
    if (dialect === 'spec')
      await shootScreens(page, 'pro2', 'translate-quality-check', async () => panel.scrollIntoViewIfNeeded());
  });
}

for (const dialect of ['spec', 'public'] as const) {
  test(`Glossaries: checks each entry of a dictionary as a segment (${dialect} dialect)`, async ({ page }) => {
    demo = await startShellOnSimulator({}, { dialect });
    await serviceCall(demo.service, 'POST', '/v3/glossaries', {
      name: 'Finance',
      dictionaries: [
        {
          source_lang: 'en',
          target_lang: 'de',
          entries: 'revenue\tUmsatz\nQ3 report\tQ4-Bericht\nforecast\tforecast\nsave\tSpeichern',
          entries_format: 'tsv',
        },
      ],
    });
    await page.goto(demo.shell.url);
    await openSection(page, 'Glossaries');
    await page
      .getByRole('listitem')
      .filter({ hasText: 'Finance' })
      .getByRole('button', { name: 'Edit en → de' })
      .click();
    const panel = page.getByRole('region', { name: 'Quality check' });
    await expect(panel).toHaveCount(0);
    await page.getByRole('toolbar', { name: 'Files' }).getByRole('button', { name: 'Quality check' }).click();
    await panel.getByRole('button', { name: 'Check quality' }).click();
    const doubtful = panel.getByRole('list', { name: 'Doubtful segments' }).getByRole('listitem');
    await expect(doubtful.filter({ hasText: 'Q3 report' })).toContainText('The source has the number 3');
    await expect(doubtful.filter({ hasText: 'forecast' }).first()).toContainText('Untranslated text');
    await expect(page.getByTestId('quality-score')).toHaveText('Score 91 of 100: needs review');
    const [posted] = demo.service.control.requests().filter((r) => r.path === '/v1/quality-evaluation');
    expect(posted?.status).toBe(202);
    if (dialect === 'spec')
      await shootScreens(page, 'pro2', 'glossary-quality-check', async () => panel.scrollIntoViewIfNeeded());
  });
}
