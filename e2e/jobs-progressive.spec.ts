// A long board in a paginated dialect shows its first page while the rest is read: the later
// pages are held back here until the first cards and the quiet "Loading more…" line are seen,
// then let through; the board ends with every job counted. Runs in an account of its own, so no
// other journey's bulk jobs share its board.
import type { Route } from '@playwright/test';
import { column, expect, PAGES_KEY, test, signInBeforeLoad, unique } from './fixtures';

const PAGES_ACCOUNT_ID = '44444444-4444-4444-8444-444444444444';

test(
  'the board at 5,000 jobs shows its first page while the rest loads',
  { tag: '@scale' },
  async ({ page, control }) => {
    test.setTimeout(360_000); // 250 pages; on a loaded 2-core machine this takes minutes
    const tag = unique();
    await control.post('jobs/bulk', { count: 5000, state: `paged_${tag}`, account_id: PAGES_ACCOUNT_ID });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let laterPages = 0;
    const laterPage = (url: URL) =>
      url.pathname === '/v1/jobs' && (url.searchParams.has('cursor') || url.searchParams.has('page'));
    const holdBack = async (route: Route) => {
      laterPages += 1;
      await held;
      await route.fallback();
    };
    await page.route(laterPage, holdBack);
    await signInBeforeLoad(page, PAGES_KEY);
    await page.goto('/jobs');
    const paged = column(page, `Paged ${tag}`);
    // Page 1 is on screen while page 2 has not been answered.
    await expect(paged.getByRole('link').first()).toBeVisible();
    await expect(paged).toContainText('20 jobs');
    await expect(page.getByText(/^Loading more… 20 jobs$/)).toBeVisible();
    expect(laterPages).toBe(1);
    // The page takes input meanwhile.
    const filter = page.getByRole('searchbox', { name: 'Filter' });
    await filter.fill('release notes');
    await expect(filter).toHaveValue('release notes');
    await filter.fill('');
    // The other 248 pages go straight to the service: a route handler on each would make the
    // test runner's round trips, not the app, the measure of how long the rest takes.
    await page.unroute(laterPage, holdBack);
    release();
    await expect(paged).toContainText('5,000 jobs', { timeout: 200_000 });
    // A retry's older jobs may still be on their way.
    await expect(page.getByText(/^Loading more…/)).toHaveCount(0, { timeout: 120_000 });
  },
);
