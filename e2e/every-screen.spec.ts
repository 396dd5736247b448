// Every route of the demo account (serve.ts --demo) at 390 px on a touch phone and at 1440 px,
// light and dark: each screen must hold e2e/layout-checks.ts (no word broken inside, no sideways
// scroll), and its picture goes to reports/screenshots/screens/ for a person to look at. One page
// per width visits each route once and repaints it in both schemes, so the journey stays short.
import type { Browser, BrowserContextOptions, Locator, Page } from '@playwright/test';
import { startServer } from '../bench/stack';
import { DEMO_KEY, expect, streamStatus, test } from './fixtures';
import { layoutProblems } from './layout-checks';
import { smallTouchTargets } from './touch-targets';

const SHOTS = 'reports/screenshots/screens';

let server: Awaited<ReturnType<typeof startServer>> | undefined;
let ids = { waiting: '', failed: '', chat: '', workflow: '' };

/** The demo account's jobs by state, read as a person's key reads them (flat dialect). */
async function demoIds(url: string) {
  const headers = { Authorization: `Bearer ${DEMO_KEY}` };
  const jobs = (await (await fetch(`${url}/v1/jobs`, { headers })).json()) as { id: string; state: string }[];
  const catalog = (await (await fetch(`${url}/agent-console.json`)).json()) as {
    chats: { id: string }[];
    workflows: { id: string }[];
  };
  return {
    waiting: jobs.find((job) => job.state === 'ambiguous')?.id ?? '',
    failed: jobs.find((job) => job.state === 'failed')?.id ?? '',
    chat: catalog.chats[0]?.id ?? '',
    workflow: catalog.workflows[0]?.id ?? '',
  };
}

// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures argument as a pattern
test.beforeAll(async ({}) => {
  server = await startServer({ dialect: 'flat', args: ['--demo'] });
  ids = await demoIds(server.url);
});
test.afterAll(async () => {
  await server?.stop();
});

/** Each route, with what shows that its screen has its data (not a loading line). */
interface Screen {
  name: string;
  path: () => string;
  ready: (page: Page) => Locator;
  /** What else this screen must show, checked once. */
  holds?: (page: Page) => Promise<void>;
}

const screens: Screen[] = [
  {
    name: 'inbox',
    path: () => '/inbox',
    ready: (page) =>
      page.getByRole('list', { name: 'Needs you' }).getByRole('button', { name: 'Production', exact: true }),
    holds: async (page) => {
      await expect(page.getByRole('list', { name: 'Needs you' })).toContainText('long wait');
    },
  },
  {
    name: 'jobs',
    path: () => '/jobs',
    ready: (page) => page.getByRole('region', { name: 'Needs input', exact: true }).getByRole('link').first(),
  },
  {
    name: 'job-waiting',
    path: () => `/jobs/${ids.waiting}`,
    ready: (page) => page.getByRole('button', { name: 'Production', exact: true }),
    // The question without the numbered list its choice buttons repeat, as in the Inbox.
    holds: async (page) => {
      await expect(page.getByText('Reply with a number or a name.')).toBeVisible();
      await expect(
        page
          .getByRole('main')
          .getByRole('listitem')
          .filter({ hasText: 'Development', hasNot: page.getByRole('button') }),
      ).toHaveCount(0);
    },
  },
  {
    name: 'job-failed',
    path: () => `/jobs/${ids.failed}`,
    ready: (page) => page.getByText(/access token expired on Friday/),
  },
  {
    name: 'chats',
    path: () => '/chats',
    ready: (page) => page.getByRole('link', { name: /Release notes draft/ }),
  },
  {
    name: 'chat',
    path: () => `/chats/${ids.chat}`,
    ready: (page) => page.getByRole('region', { name: 'Artifacts' }).getByText('Version 2 of 2'),
  },
  {
    name: 'workflow',
    path: () => `/workflows/${ids.workflow}`,
    ready: (page) => page.getByText(/^Version \d+$/),
  },
  // After the editor, so its list of workflows opened on this device has one.
  {
    name: 'workflows',
    path: () => '/workflows',
    ready: (page) => page.getByRole('link', { name: 'Q3 launch plan' }),
  },
  {
    name: 'settings',
    path: () => '/settings',
    ready: (page) => page.getByRole('form', { name: 'Connection settings' }),
  },
  {
    name: 'not-found',
    path: () => '/no-such-screen',
    ready: (page) => page.getByRole('heading', { name: 'Not found' }),
  },
];

async function visitEvery(browser: Browser, label: string, options: BrowserContextOptions) {
  // With motion on: the other journeys ask for reduced motion (playwright.config.ts).
  const context = await browser.newContext({
    ...options,
    serviceWorkers: 'block',
    reducedMotion: 'no-preference',
  });
  // The demo's waiting job marked as a long wait ("waiting 12 min · long wait"): the Inbox row's
  // longest first line, the one that squeezed its title to a letter's width at 390 px.
  await context.addInitScript(() => {
    const state = { holdSeconds: 5, longWaitMinutes: 1 };
    localStorage.setItem('agent-console:inbox-preferences', JSON.stringify({ state, version: 1 }));
  });
  const page = await context.newPage();
  const problems: string[] = [];
  for (const screen of screens) {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(`${server?.url ?? ''}${screen.path()}`);
    await expect(streamStatus(page)).toHaveText('Live');
    await expect(screen.ready(page)).toBeVisible();
    await screen.holds?.(page);
    // On a touch screen, every control a thumb presses is 44 px high or more (issue 40, 41).
    if (options.hasTouch)
      for (const small of await smallTouchTargets(page)) problems.push(`${screen.name}: ${small}`);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const problem of await layoutProblems(page)) problems.push(`${screen.name}: ${problem}`);
      await page.screenshot({ path: `${SHOTS}/${screen.name}-${label}-${scheme}.png`, fullPage: true });
    }
  }
  await context.close();
  return problems;
}

test('every screen at 390 px on a phone, light and dark: no word broken inside, no sideways scroll, targets 44 px', async ({
  browser,
}) => {
  const problems = await visitEvery(browser, '390', {
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  expect(problems).toEqual([]);
});

test('every screen at 1440 px, light and dark: no word broken inside, no sideways scroll', async ({
  browser,
}) => {
  const problems = await visitEvery(browser, '1440', { viewport: { width: 1440, height: 900 } });
  expect(problems).toEqual([]);
});
