// The foundation's journeys: connected on first visit, settings and their errors, key hygiene,
// Not found, the Content-Security-Policy, theme, and an axe scan on every route.
import {
  DEMO_KEY,
  NO_EVENTS_KEY,
  expect,
  expectNoAxeViolations,
  openLive,
  saveKey,
  streamStatus,
  test,
} from './fixtures';

test('a first visit opens connected and Live, on the jobs board', { tag: '@wire' }, async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(streamStatus(page)).toHaveText('Live');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText([
    /^Inbox\s*\d*$/,
    'Chats',
    'Jobs',
    'Workflows',
    'Settings',
  ]);
});

test('a rejected key shows an alert that says so', { tag: '@wire' }, async ({ page }) => {
  await saveKey(page, 'aws_not_a_key');
  await expect(page.getByRole('alert')).toContainText('The API key was rejected');
  await expect(streamStatus(page)).toHaveText('No access');
});

test(
  'a key without events:read shows "No access" and names the scope',
  { tag: '@wire' },
  async ({ page }) => {
    await saveKey(page, NO_EVENTS_KEY);
    await expect(page.getByRole('alert')).toContainText('This key lacks the events:read scope');
    await expect(streamStatus(page)).toHaveText('No access');
  },
);

test('Save checks the connection and says Connected, also across origins', async ({ page, baseURL }) => {
  await openLive(page, '/settings');
  // Another dialect server on loopback: a cross-origin service, reached through CORS and the CSP.
  const other = (baseURL ?? '').replace(/431(\d)$/, (_, d: string) => `431${d === '1' ? '2' : '1'}`);
  await page.getByRole('textbox', { name: 'Base URL' }).fill(other);
  await page.getByRole('textbox', { name: 'API key' }).fill(DEMO_KEY);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();
  await expect(streamStatus(page)).toHaveText('Live');
});

test('the key is kept per the "Remember" choice and Sign out leaves no trace of it', async ({ page }) => {
  await openLive(page, '/settings');
  await page.getByRole('checkbox', { name: 'Remember on this device' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();
  const stored = () =>
    page.evaluate(
      () => JSON.stringify({ ...window.localStorage }) + JSON.stringify({ ...window.sessionStorage }),
    );
  expect(await stored()).toContain(DEMO_KEY);
  expect(page.url()).not.toContain(DEMO_KEY);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(streamStatus(page)).toHaveText('Offline');
  expect(await stored()).not.toContain(DEMO_KEY);
  await page.reload();
  await expect(streamStatus(page)).toHaveText('Offline');
  await expect(page.getByRole('textbox', { name: 'API key' })).toHaveValue('');
});

test('unknown routes and malformed ids show Not found with a way back', async ({ page }) => {
  for (const path of ['/no/such/page', '/jobs/not-a-uuid', '/chats/123', '/workflows/%3Cscript%3E']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Jobs' })).toBeVisible();
  }
});

test('the built app is served with a strict Content-Security-Policy', async ({ page }) => {
  const cspComplaints: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspComplaints.push(message.text());
  });
  const response = await page.goto('/settings');
  await expect(streamStatus(page)).toHaveText('Live');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
  for (const directive of [
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "img-src 'self' blob: data:",
  ]) {
    expect(csp).toContain(directive);
  }
  expect(await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')).toContain(
    "object-src 'none'",
  );
  expect(await page.locator('script:not([src])').count()).toBe(0);
  expect(cspComplaints).toEqual([]);
});

test('the theme follows the system and can be switched', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await openLive(page, '/settings');
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const systemDark = await background();
  await page.getByRole('button', { name: /Change theme/ }).click(); // system → light
  await expect.poll(background).not.toBe(systemDark);
  await page.getByRole('button', { name: /Change theme/ }).click(); // light → dark
  await expect.poll(background).toBe(systemDark);
  await page.getByRole('button', { name: /Change theme/ }).click(); // dark → system, followed as it changes
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(background).not.toBe(systemDark);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(background).toBe(systemDark);
});

test('before the scripts run, the page and its bar already follow a dark system', async ({
  browser,
  baseURL,
}) => {
  // What the first paint shows (index.html's static bar), as the app shows it once it runs.
  const colours = async (colorScheme: 'light' | 'dark', javaScriptEnabled: boolean) => {
    const context = await browser.newContext({ baseURL, colorScheme, javaScriptEnabled });
    const page = await context.newPage();
    await page.goto('/settings');
    if (javaScriptEnabled) await expect(page.getByRole('banner')).toBeVisible();
    const bar = javaScriptEnabled ? page.getByRole('banner') : page.locator('.static-bar');
    const shown = {
      page: await page.evaluate(() => getComputedStyle(document.body).backgroundColor),
      bar: await bar.evaluate((element) => getComputedStyle(element).backgroundColor),
    };
    await context.close();
    return shown;
  };
  const dark = await colours('dark', false);
  expect(dark).not.toEqual(await colours('light', false));
  expect(dark).toEqual(await colours('dark', true));
});

for (const path of ['/jobs', '/chats', '/workflows', '/settings', '/nowhere']) {
  test(`no axe violations on ${path}, light and dark`, async ({ page }) => {
    await openLive(page, path);
    await expectNoAxeViolations(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoAxeViolations(page);
  });
}

test(
  'an event type the app does not know changes nothing and shows under Other activity',
  { tag: '@wire' },
  async ({ page, control }) => {
    await openLive(page, '/settings');
    await control.post('events', { frame: { type: 'kanban.card_run.settled', card_id: 'c1' } });
    await expect(page.getByRole('list', { name: 'Other activity' })).toContainText('kanban.card_run.settled');
    await expect(streamStatus(page)).toHaveText('Live');
  },
);

test('a malformed address shows Not found, and the server keeps serving', async ({ page }) => {
  await page.goto('/jobs/%E0%A4%A');
  await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible();
  await openLive(page, '/settings');
});

test('a request made while offline fails at once with a clear alert, and works again online', async ({
  page,
  context,
}) => {
  await openLive(page, '/settings');
  await context.setOffline(true);
  await expect(streamStatus(page)).toHaveText('Offline');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toContainText('You are offline');
  await expect(streamStatus(page)).toHaveText('Offline');
  await context.setOffline(false);
  await expect(streamStatus(page)).toHaveText('Live');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();
});

test(
  'a list that cannot be read keeps its alert up while it is tried again',
  { tag: '@wire' },
  async ({ page }) => {
    let attempts = 0;
    // Once Try again is pressed, attempts wait until the test has seen them under way.
    let held = Promise.resolve();
    let letGo = () => {};
    await page.route(/\/v1\/jobs(\?.*)?$/, async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      attempts += 1;
      await held;
      return route.fulfill({ status: 503, json: { error: 'maintenance' } });
    });
    // A read that fails is tried three more times, 1, 2 and 4 s apart (TanStack Query's backoff):
    // the page's clock skips each wait as it comes (a jump fires a due timer once), instead of the
    // test sitting them out.
    await page.clock.install();
    const skipBackoff = (until: () => Promise<void>) =>
      expect(async () => {
        await page.clock.fastForward(4_000);
        await until();
      }).toPass({ timeout: 20_000, intervals: [100] });
    await page.goto('/jobs');
    const alert = page.getByRole('alert').filter({ hasText: 'The jobs could not be loaded.' });
    await skipBackoff(() => expect(alert).toContainText('maintenance', { timeout: 250 }));
    // Nothing was read, so no column claims to be empty.
    await expect(page.getByText('No jobs', { exact: true })).toHaveCount(0);
    const before = attempts;
    held = new Promise((resolve) => (letGo = resolve));
    await alert.getByRole('button', { name: 'Try again' }).click();
    // Under way: the same alert, saying so, and no "Loading jobs…" in its place.
    await expect(alert).toContainText('Trying again…');
    await expect(page.getByText('Loading jobs…')).toHaveCount(0);
    await expect.poll(() => attempts).toBeGreaterThan(before);
    letGo();
    await skipBackoff(() => expect(alert).not.toContainText('Trying again…', { timeout: 250 }));
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('button', { name: 'Try again' })).toBeFocused();
  },
);
