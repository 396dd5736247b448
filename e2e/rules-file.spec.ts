// Answer rules move between accounts as a JSON file (issue 38): a rule made on one account is
// exported from Settings › Rules, imported into a fresh account in another browser session, and
// comes back in shadow with its question, choice and record, and still there after a reload (the
// stored rules are parsed when read back). A file that is not a rules file is refused in words.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { OTHER_KEY, expect, openLive, signInBeforeLoad, streamStatus, test, unique } from './fixtures';
import { answerThroughApi, dispatchThroughApi, inboxItem } from './inbox-helpers';

const rulesRegion = (page: Page) => page.getByRole('region', { name: 'Rules' });

test.describe('rules as a file', () => {
  test.use({ holdSeconds: 30 });
  test('exported from one account, imported into a fresh one in another session; a malformed file is refused', async ({
    page,
    browser,
    control,
  }) => {
    const topic = unique();
    const title = `Rules file topic:${topic} ask me`;
    const job = await dispatchThroughApi(control, title);
    await openLive(page, '/inbox');
    const item = inboxItem(page, title);
    await item.getByRole('button', { name: 'Staging', exact: true }).click();
    await item.getByRole('button', { name: 'Always answer this way…' }).click();
    await item.getByRole('button', { name: 'Undo' }).click();
    await answerThroughApi(control, job);

    await page.goto('/settings');
    const made = rulesRegion(page).getByRole('listitem').filter({ hasText: topic });
    await expect(made.getByText('Shadow', { exact: true })).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      rulesRegion(page).getByRole('button', { name: 'Export rules' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('answer-rules.json');
    const file = await readFile(await download.path(), 'utf8');
    expect(JSON.parse(file)).toMatchObject({ format: 'agent-console/answer-rules', version: 1 });

    // A fresh session of another account: no rules until the file comes in.
    const other = await browser.newPage();
    try {
      await signInBeforeLoad(other, OTHER_KEY);
      await openLive(other, '/settings');
      const rules = rulesRegion(other);
      await expect(rules.getByText(/^No rules yet/)).toBeVisible();
      const importRules = rules.getByLabel('Import rules');

      await importRules.setInputFiles({
        name: 'not-rules.json',
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify({ format: 'something-else', rules: [{ question: 1 }] })),
      });
      const refused = rules.getByRole('alert');
      await expect(refused).toContainText('The rules were not imported.');
      await expect(refused).toContainText('The file is not a rules file exported by Agent Console.');
      await importRules.setInputFiles({
        name: 'broken.json',
        mimeType: 'application/json',
        buffer: Buffer.from('{"format": "agent-console/answer-rules", "rules": ['),
      });
      await expect(refused).toContainText('The file is not JSON.');
      await expect(rules.getByText(/^No rules yet/)).toBeVisible();

      await importRules.setInputFiles({
        name: 'answer-rules.json',
        mimeType: 'application/json',
        buffer: Buffer.from(file),
      });
      await expect(rules.getByRole('status')).toHaveText(/^\d+ rules? imported, in shadow\.$/);
      await expect(rules.getByRole('alert')).toBeHidden();
      const imported = rules.getByRole('listitem').filter({ hasText: topic });
      await expect(imported).toContainText('answer Staging');
      await expect(imported.getByText('Shadow', { exact: true })).toBeVisible();
      await other.reload();
      await expect(streamStatus(other)).toHaveText('Live');
      await expect(rulesRegion(other).getByRole('listitem').filter({ hasText: topic })).toContainText(
        'answer Staging',
      );
    } finally {
      await other.close();
    }
  });
});
