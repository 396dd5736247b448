// Accessibility while the service is slow: every screen is scanned by axe while its data is still
// loading (the simulator holds this key's answers until the test lets them go), and a screen whose
// code is still loading shows a named status, not a bare labelled div.
import {
  WORKFLOW_ID,
  expect,
  expectNoAxeViolations,
  newJob,
  openLive,
  signInBeforeLoad,
  test,
} from './fixtures';

const SLOW_KEY = 'aws_demo_slow';

// One after another: the latency is set per key, and every test here holds the same key.
test.describe.configure({ mode: 'default' });

test.afterEach(async ({ control }) => {
  await control.post('latency', { ms: 0, key: SLOW_KEY });
});

// Each screen's reads are held while axe scans it, then let go.
const screens: [name: string, loading: string, path: (ids: { job: string; chat: string }) => string][] = [
  ['the jobs board', 'Loading jobs…', () => '/jobs'],
  ['the inbox', 'Loading the jobs…', () => '/inbox'],
  ['a job', 'Loading the job…', ({ job }) => `/jobs/${job}`],
  ['a chat', 'Loading messages…', ({ chat }) => `/chats/${chat}`],
  ['a workflow', 'Loading the workflow…', () => `/workflows/${WORKFLOW_ID}`],
];
for (const [name, loading, path] of screens) {
  test(`${name} passes axe while its data is loading`, async ({ page, control }) => {
    const job = await newJob(control, 'Slow service job', 'done');
    const created = await control.api('POST', '/v1/sessions', {});
    const body = created.body as Record<string, unknown>;
    const chat = String(((body.session ?? body.data ?? body) as Record<string, unknown>).id);
    await signInBeforeLoad(page, SLOW_KEY);
    await control.post('latency', { ms: 60_000, key: SLOW_KEY });
    await openLive(page, path({ job, chat }));
    await expect(page.getByText(loading)).toBeVisible();
    await expectNoAxeViolations(page);
    await control.post('latency', { ms: 0, key: SLOW_KEY });
    await expect(page.getByText(loading)).toHaveCount(0);
  });
}

// A navigation inside the app keeps the old screen until the new one is ready (a transition), so
// the placeholder shows on a first visit, while the screen's own chunk is on its way.
test('a screen whose code is still loading shows a named status that passes axe', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/settings-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/settings');
  await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
  await expectNoAxeViolations(page);
  release();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
});
