// What the query cache holds belongs to one account. On a change of key or a sign out it goes,
// and every screen that shows a query learns it at once: `clear()` alone would drop the cache but
// leave mounted observers (the navigation count, the screen on show) with the previous account's
// data until they happened to re-render. Resetting notifies them and re-reads what is on screen
// with the new key; mutations (receipts of answers, dispatches) are the old account's too.
import type { QueryClient } from '@tanstack/react-query';

export function forgetAccountQueries(queryClient: QueryClient): void {
  queryClient.getMutationCache().clear();
  queryClient.removeQueries({ type: 'inactive' });
  void queryClient.resetQueries();
}
