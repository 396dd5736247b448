// The jobs board against the simulator (the @wire journeys in every dialect, the rest in flat):
// dispatch and live moves, failure reasons, answering an ambiguous job by clicking, unknown
// states, pagination, axe, the Filter box following the address, and the answer panel's room at
// 1440 px. Keyboard journeys are in
// jobs-keys.spec.ts, desktop notifications in jobs-notify.spec.ts.
import {
  board,
  column,
  dispatch,
  expect,
  expectNoAxeViolations,
  jobCard,
  openLive,
  test,
  unique,
  newJob,
} from './fixtures';

test(
  'a dispatched job appears at once, gets its real title and reaches Done without a reload',
  { tag: ['@wire', '@deploy'] },
  async ({ page }) => {
    await openLive(page, '/jobs');
    const title = `Tidy the release notes ${unique()}`;
    const id = await dispatch(page, title);
    // The card is there straight away (placeholder or already renamed), then settles in Done.
    await expect(board(page).locator(`a[href="/jobs/${id}"]`)).toBeVisible();
    await expect(column(page, 'Done').getByRole('link', { name: title })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'New job' })).toHaveValue('');
    // The job screen lists the states this browser saw the job pass through.
    await column(page, 'Done').getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    const seen = page.getByRole('region', { name: 'History' }).getByRole('listitem');
    await expect(seen.first()).toContainText('Backlog');
    await expect(seen.last()).toContainText('Done');
  },
);

test(
  'a job that fails shows its reason on its card and its screen, and can be dispatched again',
  { tag: '@wire' },
  async ({ page }) => {
    await openLive(page, '/jobs');
    const title = `Please fail this import ${unique()}`;
    await dispatch(page, title);
    const failed = column(page, 'Failed');
    const card = failed.getByRole('link', { name: title });
    await expect(card).toBeVisible();
    // Other journeys share the account and fail jobs too: the reason is read on this job's own card.
    const own = jobCard(page, title, failed);
    await expect(own.getByText('Simulated failure: the job message asked the agent to fail.')).toBeVisible();
    await failed.getByRole('button', { name: `Dispatch again: ${title}` }).click();
    await expect(failed.getByRole('button', { name: `Dispatched again: ${title}` })).toBeDisabled();
    // The same request again: it fails again, as its message asks. The pointer leaves the column
    // first, since a column under the pointer holds its changes behind "N updates".
    await page.mouse.move(0, 0);
    await expect(card).toHaveCount(2);
    await card.first().click();
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByText('Simulated failure: the job message asked the agent to fail.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open chat' })).toHaveAttribute(
      'href',
      /^\/chats\/[0-9a-f-]{36}$/,
    );
    await expect(page.getByRole('heading', { name: 'History' })).toBeVisible();
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoAxeViolations(page);
  },
);

test(
  'an ambiguous job is answered by clicking a choice and moves on to Done',
  { tag: '@wire' },
  async ({ page }) => {
    await openLive(page, '/jobs');
    const title = `Deploy the API, ask me where ${unique()}`;
    await dispatch(page, title);
    const needsInput = column(page, 'Needs input');
    await expect(needsInput.getByRole('link', { name: title })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Inbox \d+$/ }),
    ).toBeVisible();
    await expect(page).toHaveTitle(/^\(\d+\) /);

    const card = jobCard(page, title);
    await card.getByRole('button', { name: /^Answer “/ }).click();
    await expect(page.getByText('Which environment should I deploy to?')).toBeVisible();
    // The question's numbered list gives way to its choices as buttons (no list twice).
    await expect(page.getByRole('button', { name: 'Development', exact: true })).toBeVisible();
    await expect(
      page.getByRole('listitem').filter({ hasText: 'Development', hasNot: page.getByRole('button') }),
    ).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Answer' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send answer' })).toBeVisible();
    const answers: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/v1\/sessions\/[^/]+\/messages$/.test(request.url()))
        answers.push(request.postData() ?? '');
    });
    await page.getByRole('button', { name: 'Staging', exact: true }).click();
    await expect(column(page, 'Done').getByRole('link', { name: title })).toBeVisible();
    await expect(page.getByText('This job no longer needs input. It is now: Done.')).toBeVisible();
    expect(answers).toEqual([JSON.stringify({ message: 'Staging' })]);
    // The clicked button went away, and so did the receipt that took its focus: the line that
    // replaced them has it, not the page.
    await expect(page.getByText('This job no longer needs input. It is now: Done.')).toBeFocused();
    // Escape closes the panel.
    await page.keyboard.press('Escape');
    await expect(page.getByText('This job no longer needs input. It is now: Done.')).toBeHidden();
  },
);

test('a state the spec does not list gets its own column', { tag: '@wire' }, async ({ page }) => {
  await openLive(page, '/jobs');
  const title = `Renew certificates, hold for approval ${unique()}`;
  await dispatch(page, title);
  await expect(column(page, 'On hold').getByRole('link', { name: title })).toBeVisible();
  await expect(column(page, 'On hold').getByRole('heading', { name: 'On hold' })).toBeVisible();
});

test(
  'every job is shown when the service paginates',
  { tag: ['@wire', '@deploy'] },
  async ({ page, control }) => {
    const state = `batch_${unique()}`;
    await control.post('jobs/bulk', { count: 60, state });
    await openLive(page, '/jobs');
    const name = `Batch ${state.slice('batch_'.length)}`;
    await expect(column(page, name)).toContainText('60 jobs');
    await page.getByRole('combobox', { name: 'State' }).selectOption(state);
    await expect(page).toHaveURL(new RegExp(`state=${state}`));
    await expect(board(page).getByRole('region')).toHaveCount(1);
  },
);

test('the board has no axe violations, in light and dark', async ({ page }) => {
  await openLive(page, '/jobs');
  await dispatch(page, `Ask which region to use ${unique()}`);
  await expect(
    column(page, 'Needs input')
      .getByRole('button', { name: /^Answer “/ })
      .first(),
  ).toBeVisible();
  await column(page, 'Needs input')
    .getByRole('button', { name: /^Answer “/ })
    .first()
    .click();
  await expect(page.getByRole('button', { name: 'Send answer' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoAxeViolations(page);
});

test('a card under the pointer stays put; its move waits behind "1 update"', async ({ page, control }) => {
  const tag = unique();
  const state = `calm_${tag}`;
  const title = `Calm card ${tag}`;
  const id = await newJob(control, title, state);
  await openLive(page, '/jobs');
  const calmColumn = column(page, `Calm ${tag}`);
  await calmColumn.getByRole('link', { name: title }).hover();
  await control.post(`jobs/${id}/state`, { state: `moved_${tag}` });
  const updates = page.getByRole('button', { name: '1 update', exact: true });
  await expect(updates).toBeVisible();
  await expect(calmColumn.getByRole('link', { name: title })).toBeVisible();
  await updates.click();
  await expect(column(page, `Moved ${tag}`).getByRole('link', { name: title })).toBeVisible();
  await expect(updates).toHaveCount(0);
});

test('the Filter box follows the address when it changes from outside: a link, back and forward', async ({
  page,
}) => {
  const q = `nothing matches ${unique()}`;
  await openLive(page, `/jobs?q=${encodeURIComponent(q)}`);
  const filter = page.getByRole('searchbox', { name: 'Filter' });
  await expect(filter).toHaveValue(q);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Jobs/ }).click();
  await expect(filter).toHaveValue('');
  await expect(page).toHaveURL(/\/jobs$/);
  await page.goBack();
  await expect(filter).toHaveValue(q);
  await expect(page).toHaveURL(/\/jobs\?q=nothing/);
  await page.goForward();
  await expect(filter).toHaveValue('');
  await expect(page).toHaveURL(/\/jobs$/);
  // Typing still writes the address.
  await filter.fill('typed');
  await expect(page).toHaveURL(/\/jobs\?q=typed$/);
});

test('at 1440 px no column is cut off, and the answer drawer opens over the board with a backdrop', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openLive(page, '/jobs');
  const title = `Size the cluster, ask me which ${unique()}`;
  await dispatch(page, title);
  const card = jobCard(page, title);
  await expect(card.getByRole('button', { name: /^Answer “/ })).toBeVisible();
  // The spec's states' columns, which come first (the running one only when it holds jobs; its
  // name is each dialect's own). Columns of states other journeys made up scroll sideways.
  const columns = board(page).locator('section[data-board-column]');
  const count = await columns.count();
  expect(count).toBeGreaterThanOrEqual(4);
  for (let i = 0; i < Math.min(count, 4); i += 1) {
    const box = await columns.nth(i).boundingBox();
    expect(box && box.x + box.width, `column ${i + 1}`).toBeLessThanOrEqual(1440);
  }
  // The click scrolls the page to the card first (other journeys leave the board taller than
  // the window): measure from there, so only the drawer's own doing is compared.
  await card.getByRole('button', { name: /^Answer “/ }).scrollIntoViewIfNeeded();
  // Its left edge, width and top within the board (with the page's scroll, below): its height
  // grows with the jobs other journeys add meanwhile, and what stands above the board (notes of
  // other journeys' jobs) can come and go.
  const place = async () => {
    const [box, boardBox] = [await columns.first().boundingBox(), await board(page).boundingBox()];
    return box && boardBox && { x: box.x, width: box.width, top: box.y - boardBox.y };
  };
  const before = await place();
  const firstColumn = await columns.first().boundingBox();
  // The page's scroll, and the board's place in the page (which what stands above it moves).
  const scroll = async () => {
    const [scrollY, boardBox] = [await page.evaluate(() => window.scrollY), await board(page).boundingBox()];
    return { scrollY, boardTop: Math.round((boardBox?.y ?? 0) + scrollY) };
  };
  // Opened by Enter on the focused button: a click lets Playwright scroll the page again first when
  // something passes over the button (it retries with another alignment), a scroll that is the
  // test's, not the drawer's (116 px in two failed runs).
  await card.getByRole('button', { name: /^Answer “/ }).focus();
  const scrolledBefore = await scroll();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: `Answer “${title}”` });
  await expect(drawer.getByRole('region', { name: `Answer “${title}”` })).toBeVisible();
  // The columns keep their room and their place: the drawer is over them, not beside them, and
  // the board behind the backdrop does not move.
  await expect(drawer.getByRole('button', { name: 'Staging', exact: true })).toBeVisible();
  expect(await place()).toEqual(before);
  // The page scrolls only as the browser keeps the board in view when what stands above it grows
  // (scroll anchoring); the drawer itself scrolls nothing.
  const scrolledAfter = await scroll();
  expect([0, scrolledAfter.boardTop - scrolledBefore.boardTop]).toContain(
    scrolledAfter.scrollY - scrolledBefore.scrollY,
  );
  // A point on the board left of the drawer hits the backdrop (the dialog), not a column.
  const drawerBox = await drawer.locator('section').first().boundingBox();
  expect(drawerBox?.x ?? 0).toBeGreaterThan(700);
  const hit = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x ?? 0, y ?? 0)?.tagName,
    [(firstColumn?.x ?? 0) + 20, (firstColumn?.y ?? 0) + 20],
  );
  expect(hit).toBe('DIALOG');
  await page.getByRole('button', { name: 'Staging', exact: true }).click();
  await expect(page.getByText('This job no longer needs input.', { exact: false })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
});
