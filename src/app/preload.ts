// What a first visit can start before React renders: the screen's code (router.tsx's
// preloadScreen) and, on the landing screen, its data. Later navigations load their own chunks
// and data as before.
import type { QueryClient } from '@tanstack/react-query';
import { jobQueries } from '@/domain/jobs/job-queries';

/** The jobs board is the landing screen: "/" redirects there. */
function isLanding(pathname: string): boolean {
  return pathname === '/' || pathname === '/jobs' || pathname === '/jobs/';
}

/** Reads the landing screen's data, unless the screen is elsewhere or shows a kept copy first. */
export function preloadLanding(queryClient: QueryClient, pathname: string) {
  if (!isLanding(pathname) || queryClient.getQueryData(jobQueries.list().queryKey) !== undefined) return;
  // The same options the board's useJobsList uses, so its observer finds the read in flight.
  void queryClient.prefetchQuery(jobQueries.list());
}
