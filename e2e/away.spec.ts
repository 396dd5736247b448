// "While you were away": the stream is cut, a job changes meanwhile, and once the stream is Live
// again the region lists that job with its new state as a link; a change seen live is not listed.
import {
  board,
  column,
  cutStream,
  expect,
  expectNoAxeViolations,
  newJob,
  openLive,
  test,
  unique,
} from './fixtures';

test(
  'a job changed during a stream cut is listed; a change seen live is not',
  { tag: '@wire' },
  async ({ page, control }) => {
    const liveTitle = `Seen live ${unique()}`;
    const awayTitle = `Changed while away ${unique()}`;
    const liveId = await newJob(control, liveTitle);
    const awayId = await newJob(control, awayTitle);

    await openLive(page, '/jobs');
    await expect(board(page).getByRole('link', { name: awayTitle })).toBeVisible();

    // A change that arrives while the person watches.
    await control.post(`jobs/${liveId}/state`, { state: 'done' });
    await expect(column(page, 'Done').getByRole('link', { name: liveTitle })).toBeVisible();

    // The stream is cut and its reconnect held back while the other job fails.
    await cutStream(page, control, () =>
      control.post(`jobs/${awayId}/state`, { state: 'failed', failure_reason: 'Simulated while away' }),
    );

    const away = page.getByRole('region', { name: 'While you were away' });
    const link = away.getByRole('link', { name: `Job ${awayTitle}: now Failed` });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', `/jobs/${awayId}`);
    await expect(away.getByRole('link', { name: new RegExp(liveTitle) })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await away.getByRole('button', { name: 'Dismiss' }).click();
    await expect(away).toHaveCount(0);
  },
);
