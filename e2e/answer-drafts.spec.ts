// An answer typed for a waiting job is saved as it is typed, like a chat's draft: a reload, and
// another tab, find it in the inbox and on the job's page.
import type { Page } from '@playwright/test';
import { DEMO_KEY, expect, openLive, test, unique } from './fixtures';

const answerBox = (page: Page, title: string) =>
  page
    .getByRole('list', { name: 'Needs you' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) })
    .getByRole('textbox', { name: 'Answer' });

test('a reload keeps an answer draft, in the inbox and on the job’s page', async ({
  page,
  context,
  control,
}) => {
  const title = `Pick the region, ask me ${unique()}`;
  const { status, body } = await control.api('POST', '/v1/jobs', { message: title }, DEMO_KEY);
  expect(status).toBeLessThan(300);
  const record = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const job = (record.job ?? record.data ?? record) as Record<string, unknown>;
  const jobId = String(job.id);

  await openLive(page, '/inbox');
  await answerBox(page, title).scrollIntoViewIfNeeded();
  await answerBox(page, title).fill('Frankfurt, and keep a copy in Dublin');
  await page.reload();
  await expect(answerBox(page, title)).toHaveValue('Frankfurt, and keep a copy in Dublin');

  const other = await context.newPage();
  await openLive(other, `/jobs/${jobId}`);
  await expect(other.getByRole('textbox', { name: 'Answer' })).toHaveValue(
    'Frankfurt, and keep a copy in Dublin',
  );
  await control.api('POST', `/v1/sessions/${String(job.primary_session_id)}/messages`, {
    message: 'Staging',
  });
});
