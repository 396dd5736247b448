// The foundation's reconnect journey, on the jobs board: every stream is dropped, a job changes
// while the client is away (its reconnect is held back, so the change cannot arrive as a frame),
// and once the stream is live again the board shows the new state without a reload.
import { column, cutStream, expect, newJob, openLive, test, unique } from './fixtures';

test(
  'the stream is dropped while a job changes, and the board is right once it is live again',
  { tag: '@wire' },
  async ({ page, control }) => {
    const title = `Reconnect check ${unique()}`;
    const id = await newJob(control, title);

    await openLive(page, '/jobs');
    await expect(column(page, 'Backlog').getByRole('link', { name: title })).toBeVisible();

    await cutStream(page, control, () => control.post(`jobs/${id}/state`, { state: 'done' }));
    await expect(column(page, 'Done').getByRole('link', { name: title })).toBeVisible();
    await expect(column(page, 'Backlog').getByRole('link', { name: title })).toHaveCount(0);
  },
);
