// Many tabs, one connection: the leader tab holds the event stream and relays it; when it closes,
// another tab takes over, and every tab stays live.
import { expect, test } from './fixtures';

const TABS_KEY = 'aws_demo_tabs';

test('three tabs share one event-stream connection, and another tab takes over when the leader closes', async ({
  context,
  control,
}) => {
  const streams = async () =>
    ((await control.get('streams')) as { keys: Record<string, number> }).keys[TABS_KEY] ?? 0;
  const leader = await context.newPage();
  await leader.goto('/settings');
  await leader.getByRole('textbox', { name: 'API key' }).fill(TABS_KEY);
  await leader.getByRole('checkbox', { name: 'Remember on this device' }).check();
  await leader.getByRole('button', { name: 'Save' }).click();
  await expect(leader.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();

  const others = [await context.newPage(), await context.newPage()];
  for (const page of others) {
    await page.goto('/jobs');
    await expect(page.getByRole('status', { name: 'Event stream' })).toHaveText('Live');
  }
  await expect.poll(streams).toBe(1);

  await leader.close();
  await expect.poll(streams).toBe(1);
  for (const page of others)
    await expect(page.getByRole('status', { name: 'Event stream' })).toHaveText('Live');

  // The new leader relays frames to the remaining follower: both see a job dispatched elsewhere.
  const created = await control.api('POST', '/v1/jobs', { message: 'tabs relay check' }, TABS_KEY);
  expect(created.status).toBeLessThan(300);
  for (const page of others)
    await expect(page.getByRole('link', { name: /^Tabs relay check/ })).toBeVisible();
});
