// A year of work: the oldest job waits behind 12,000 newer ones, more than the 500 pages of 20 the
// app once read. The Inbox reads every page, says nothing false while it reads (no "Nothing needs
// you" while pages are left), and then lists the waiting job. Runs in an account of its own, and
// once, in the paged dialect (`@scale`; flat sends every job in one answer, so no cap ever applied).
import type { Route } from '@playwright/test';
import { expect, SCALE_KEY, test, signInBeforeLoad, unique } from './fixtures';

const SCALE_ACCOUNT_ID = '77777777-7777-4777-8777-777777777777';

test(
  'the Inbox finds a job waiting behind 12,000 newer ones',
  { tag: '@scale' },
  async ({ page, control }) => {
    test.setTimeout(300_000); // 601 pages or more; on a loaded 2-core machine this takes a while
    const title = `Oldest waiting ${unique()}`;
    const made = await control.post('jobs/bulk', { count: 1, account_id: SCALE_ACCOUNT_ID });
    const [oldest] = (made as { ids: string[] }).ids;
    await control.post(`jobs/${oldest}/state`, { state: 'ambiguous', title });
    await control.post('jobs/bulk', { count: 12_000, state: 'done', account_id: SCALE_ACCOUNT_ID });

    // Page 2 is held back until the Inbox has shown what it says while pages are left.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const laterPage = (url: URL) =>
      url.pathname === '/v1/jobs' && (url.searchParams.has('cursor') || url.searchParams.has('page'));
    const holdBack = async (route: Route) => {
      await held;
      await route.fallback();
    };
    await page.route(laterPage, holdBack);
    await signInBeforeLoad(page, SCALE_KEY);
    await page.goto('/inbox');
    await expect(page.getByText(/^Loading more… 20 jobs$/)).toBeVisible();
    await expect(page.getByText('Nothing needs you')).toHaveCount(0);
    // The rest go straight to the service (a handler on each would measure the test runner).
    await page.unroute(laterPage, holdBack);
    release();

    const needsYou = page.getByRole('list', { name: 'Needs you' });
    await expect(needsYou.getByRole('link', { name: title })).toBeVisible({ timeout: 240_000 });
    await expect(page.getByText(/^Loading more…/)).toHaveCount(0, { timeout: 60_000 });
    await expect(page.getByText('Nothing needs you')).toHaveCount(0);
  },
);
