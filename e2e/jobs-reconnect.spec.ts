// The foundation's reconnect journey, on the jobs board: every stream is dropped, a job changes
// while the client is away (its reconnect is held back, so the change cannot arrive as a frame),
// and once the stream is live again the board shows the new state without a reload.
import { expect, openLive, test } from './fixtures';

const unique = () => Math.random().toString(36).slice(2, 8);

test('the stream is dropped while a job changes, and the board is right once it is live again', async ({
  page,
  control,
}) => {
  const { ids } = (await control.post('jobs/bulk', { count: 1, state: 'backlog' })) as { ids: string[] };
  const id = ids[0] ?? '';
  const title = `Reconnect check ${unique()}`;
  await control.post(`jobs/${id}/state`, { state: 'backlog', title });

  await openLive(page, '/jobs');
  const board = page.getByRole('region', { name: 'Jobs board' });
  await expect(
    board.getByRole('region', { name: 'Backlog', exact: true }).getByRole('link', { name: title }),
  ).toBeVisible();

  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/v1/events', async (route) => {
    await held;
    await route.continue();
  });
  const status = page.getByRole('status', { name: 'Event stream' });
  await control.post('drop-streams');
  await expect(status).toHaveText('Reconnecting');
  await control.post(`jobs/${id}/state`, { state: 'done' });
  release();

  await expect(status).toHaveText('Live');
  await expect(
    board.getByRole('region', { name: 'Done', exact: true }).getByRole('link', { name: title }),
  ).toBeVisible();
  await expect(
    board.getByRole('region', { name: 'Backlog', exact: true }).getByRole('link', { name: title }),
  ).toHaveCount(0);
});
