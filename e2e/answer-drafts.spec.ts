// An answer typed for a waiting job is saved as it is typed, like a chat's draft: a reload, and
// another tab, find it in the inbox and on the job's page.
import type { Page } from '@playwright/test';
import { expect, openLive, test, unique } from './fixtures';
import { answerThroughApi, dispatchThroughApi, inboxItem } from './inbox-helpers';

const answerBox = (page: Page, title: string) =>
  inboxItem(page, title).getByRole('textbox', { name: 'Answer' });

test('a reload keeps an answer draft, in the inbox and on the job’s page', async ({
  page,
  context,
  control,
}) => {
  const title = `Pick the region, ask me ${unique()}`;
  const job = await dispatchThroughApi(control, title);

  await openLive(page, '/inbox');
  await answerBox(page, title).scrollIntoViewIfNeeded();
  await answerBox(page, title).fill('Frankfurt, and keep a copy in Dublin');
  await page.reload();
  await expect(answerBox(page, title)).toHaveValue('Frankfurt, and keep a copy in Dublin');

  const other = await context.newPage();
  await openLive(other, `/jobs/${job.id}`);
  await expect(other.getByRole('textbox', { name: 'Answer' })).toHaveValue(
    'Frankfurt, and keep a copy in Dublin',
  );
  await answerThroughApi(control, job);
});
