// "While you were away": the stream is cut, a job changes meanwhile, and once the stream is Live
// again the region lists that job with its new state as a link; a change seen live is not listed.
import { expect, expectNoAxeViolations, openLive, test } from './fixtures';

const unique = () => Math.random().toString(36).slice(2, 8);

test('a job changed during a stream cut is listed; a change seen live is not', async ({ page, control }) => {
  const { ids } = (await control.post('jobs/bulk', { count: 2, state: 'backlog' })) as { ids: string[] };
  const [liveId = '', awayId = ''] = ids;
  const liveTitle = `Seen live ${unique()}`;
  const awayTitle = `Changed while away ${unique()}`;
  await control.post(`jobs/${liveId}/state`, { state: 'backlog', title: liveTitle });
  await control.post(`jobs/${awayId}/state`, { state: 'backlog', title: awayTitle });

  await openLive(page, '/jobs');
  const board = page.getByRole('region', { name: 'Jobs board' });
  await expect(board.getByRole('link', { name: awayTitle })).toBeVisible();

  // A change that arrives while the person watches.
  await control.post(`jobs/${liveId}/state`, { state: 'done' });
  await expect(
    board.getByRole('region', { name: 'Done', exact: true }).getByRole('link', { name: liveTitle }),
  ).toBeVisible();

  // The stream is cut and its reconnect held back while the other job fails.
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
  await control.post(`jobs/${awayId}/state`, { state: 'failed', failure_reason: 'Simulated while away' });
  release();
  await expect(status).toHaveText('Live');

  const away = page.getByRole('region', { name: 'While you were away' });
  const link = away.getByRole('link', { name: `Job ${awayTitle}: now Failed` });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', `/jobs/${awayId}`);
  await expect(away.getByRole('link', { name: new RegExp(liveTitle) })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await away.getByRole('button', { name: 'Dismiss' }).click();
  await expect(away).toHaveCount(0);
});
