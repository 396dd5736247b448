// Many tabs, one connection: the leader tab holds the event stream and relays it; when it closes,
// another tab takes over, and every tab stays live.
import { expect, openLive, streamStatus, test } from './fixtures';

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
    await expect(streamStatus(page)).toHaveText('Live');
  }
  await expect.poll(streams).toBe(1);

  await leader.close();
  await expect.poll(streams).toBe(1);
  for (const page of others) await expect(streamStatus(page)).toHaveText('Live');

  // The new leader relays frames to the remaining follower: both see a job dispatched elsewhere.
  const created = await control.api('POST', '/v1/jobs', { message: 'tabs relay check' }, TABS_KEY);
  expect(created.status).toBeLessThan(300);
  for (const page of others)
    await expect(page.getByRole('link', { name: /^Tabs relay check/ })).toBeVisible();
});

test('chats made and drafts typed in two tabs are all kept', async ({ context }) => {
  const [first, second] = [await context.newPage(), await context.newPage()];
  const made: string[] = [];
  for (const page of [first, second]) {
    await openLive(page, '/chats');
    await page.getByRole('button', { name: 'New chat', exact: true }).click();
    await expect(page).toHaveURL(/\/chats\/[0-9a-f-]{36}$/);
    made.push(page.url().split('/').at(-1) ?? '');
  }
  await first.getByRole('textbox', { name: 'Message' }).fill('A draft typed in the first tab');
  await second.getByRole('textbox', { name: 'Message' }).fill('A draft typed in the second tab');
  await second.goto('/chats'); // leaving saves what it holds
  await first.close();
  const fresh = await context.newPage();
  await openLive(fresh, '/chats');
  // The list names chats by title; each row links to its chat's address.
  for (const id of made) await expect(fresh.locator(`a[href$="/chats/${id}"]`)).toBeVisible();
  await fresh.goto(`/chats/${made[0] ?? ''}`);
  await expect(fresh.getByRole('textbox', { name: 'Message' })).toHaveValue('A draft typed in the first tab');
  await fresh.goto(`/chats/${made[1] ?? ''}`);
  await expect(fresh.getByRole('textbox', { name: 'Message' })).toHaveValue(
    'A draft typed in the second tab',
  );
});
