// Shared fixtures for the browser journeys: the simulator's control endpoints (same origin as the
// app under test), the dialect this project speaks, an axe scan with the WCAG 2.2 AA tags, and the
// jobs board's regions and dispatch box, shared by the jobs*.spec.ts files.
import AxeBuilder from '@axe-core/playwright';
import {
  test as base,
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
  type Route,
} from '@playwright/test';

export const DEMO_KEY = 'aws_demo_key';
export const OTHER_KEY = 'aws_other_key';
/** A third account, only for the 5,000-job board (no other journey adds jobs there). */
export const PAGES_KEY = 'aws_pages_key';
/** An account only for the 12,000-job Inbox journey (e2e/inbox-scale.spec.ts). */
export const SCALE_KEY = 'aws_scale_key';
export const NO_EVENTS_KEY = 'aws_demo_noevents';
export const WORKFLOW_ID = '33333333-3333-4333-8333-333333333333';

export interface Control {
  post: (path: string, body?: unknown) => Promise<unknown>;
  get: (path: string) => Promise<unknown>;
  /** A call to the service itself, as the demo account. */
  api: (
    method: 'GET' | 'POST' | 'PATCH',
    path: string,
    body?: unknown,
    key?: string,
  ) => Promise<{ status: number; body: unknown }>;
}

function makeControl(request: APIRequestContext, baseURL: string): Control {
  return {
    async post(path, body = {}) {
      const response = await request.post(`${baseURL}/__control/${path}`, { data: body });
      expect(response.ok(), `control ${path}: ${response.status()} ${await response.text()}`).toBe(true);
      return response.json();
    },
    async get(path) {
      const response = await request.get(`${baseURL}/__control/${path}`);
      expect(response.ok()).toBe(true);
      return response.json();
    },
    async api(method, path, body, key = DEMO_KEY) {
      const response = await request.fetch(`${baseURL}${path}`, {
        method,
        headers: { Authorization: `Bearer ${key}` },
        ...(body === undefined ? {} : { data: body }),
      });
      const text = await response.text();
      return { status: response.status(), body: text ? (JSON.parse(text) as unknown) : undefined };
    },
  };
}

export const test = base.extend<{
  control: Control;
  dialect: string;
  serviceURL: string | undefined;
  holdSeconds: number | undefined;
}>({
  // Where the service is, when not at the app's own origin (the cross-origin and gateway projects).
  serviceURL: [undefined, { option: true }],
  control: async ({ request, baseURL, serviceURL }, use) => {
    await use(makeControl(request, serviceURL ?? baseURL ?? ''));
  },
  // Answers go out at once in journeys about other things; the undo journeys ask for a hold
  // (`test.use({ holdSeconds: 5 })`, the app's default).
  holdSeconds: [0, { option: true }],
  page: async ({ page, holdSeconds }, use) => {
    if (holdSeconds !== undefined)
      await page.addInitScript((seconds) => {
        const key = 'agent-console:inbox-preferences';
        if (localStorage.getItem(key) === null)
          localStorage.setItem(key, JSON.stringify({ state: { holdSeconds: seconds }, version: 1 }));
      }, holdSeconds);
    await use(page);
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; it must be an object pattern even when empty.
  dialect: async ({}, use, testInfo) => {
    const { dialect } = testInfo.project.metadata as { dialect?: string };
    await use(dialect ?? testInfo.project.name);
  },
});

export { expect };

/** The shell's "Event stream" status: Live, Reconnecting, Offline, No access. */
export const streamStatus = (page: Page) => page.getByRole('status', { name: 'Event stream' });

/** Opens a page and waits until the event stream is Live: the app is connected and listening. */
export async function openLive(page: Page, path: string) {
  await page.goto(path);
  await expect(streamStatus(page)).toHaveText('Live');
}

/** Opens Settings (Live first), types `key` as the API key and saves it; what follows is the caller's. */
export async function saveKey(page: Page, key: string) {
  await openLive(page, '/settings');
  await page.getByRole('textbox', { name: 'API key' }).fill(key);
  await page.getByRole('button', { name: 'Save' }).click();
}

export async function expectNoAxeViolations(page: Page) {
  // What axe checks is the UI alone: every dialect renders through the same components, and only
  // the adapters that read the wire differ. So a journey that runs in every dialect scans in flat,
  // where every journey runs, and spends its time in the others on what the wire changes.
  if (test.info().project.name !== 'flat') return;
  const results = await new AxeBuilder({ page })
    // WCAG 2.5.3 (the visible label is part of the name): axe tags it experimental and leaves it
    // out of a run by tags unless enabled by name. Set before withTags, which adds to the options.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    // A frame sandboxed without scripts (an agent's HTML preview) cannot run axe: it would wait
    // there forever. What it shows is the agent's page, not ours.
    .exclude('iframe[sandbox=""]')
    .analyze();
  expect(
    results.violations.map(
      (v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

/** A short random tag that keeps one run's titles apart from another's. */
export const unique = () => Math.random().toString(36).slice(2, 8);

/** A job in `state` with `title`, made through the control endpoints; resolves to its id. */
export async function newJob(control: Control, title: string, state = 'backlog'): Promise<string> {
  const { ids } = (await control.post('jobs/bulk', { count: 1, state })) as { ids: string[] };
  const id = ids[0] ?? '';
  await control.post(`jobs/${id}/state`, { state, title });
  return id;
}

export const board = (page: Page) => page.getByRole('region', { name: 'Jobs board' });
export const column = (page: Page, name: string) => board(page).getByRole('region', { name, exact: true });
/** The card whose link reads `title`, on the whole page or `within` one part of it (a column). */
export const jobCard = (page: Page, title: string, within: Page | Locator = page) =>
  within.locator('[data-job-card]').filter({ has: page.getByRole('link', { name: title }) });

/**
 * Dispatches `message` from the board's New job box; resolves to the new job's id. The service
 * answers with the placeholder title ("New job") before the agent names it.
 */
export async function dispatch(page: Page, message: string): Promise<string> {
  // The answer's body is taken as it passes (route.fetch), not read back from the page afterwards:
  // Chromium may drop a body it has handed over, and reading it then fails.
  let answered: (body: unknown) => void = () => undefined;
  const body = new Promise<unknown>((resolve) => (answered = resolve));
  const isDispatch = (url: URL) => url.pathname.endsWith('/v1/jobs');
  const handler = async (route: Route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    const response = await route.fetch();
    answered(await response.json().catch(() => undefined));
    await route.fulfill({ response });
  };
  await page.route(isDispatch, handler);
  try {
    await page.getByRole('textbox', { name: 'New job' }).fill(message);
    await page.getByRole('button', { name: 'Dispatch', exact: true }).click();
    const answer = await body;
    const record = (answer && typeof answer === 'object' ? answer : {}) as Record<string, unknown>;
    const job = (record.job ?? record.data ?? record) as Record<string, unknown>;
    expect(job.title).toBe('New job');
    return String(job.id);
  } finally {
    await page.unroute(isDispatch, handler);
  }
}

/**
 * Cuts every event stream and holds the page's reconnect back while `whileAway` runs, so what it
 * changes cannot arrive as a frame; resolves once the stream is Live again.
 */
export async function cutStream(page: Page, control: Control, whileAway: () => Promise<unknown>) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/v1/events', async (route) => {
    await held;
    await route.continue();
  });
  const status = streamStatus(page);
  await control.post('drop-streams');
  await expect(status).toHaveText('Reconnecting');
  await whileAway();
  release();
  await expect(status).toHaveText('Live');
}

/** The page starts signed in with `key`, for this tab only (as Settings saves it unremembered). */
export async function signInBeforeLoad(page: Page, key: string) {
  await page.addInitScript((apiKey) => {
    window.sessionStorage.setItem(
      'agent-console:connection',
      JSON.stringify({ baseUrl: '', apiKey, remember: false }),
    );
  }, key);
}

/** Holds the page's requests to `url` until the returned release is called. */
export async function holdRequests(page: Page, url: RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
