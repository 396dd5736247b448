// What the query cache holds belongs to one account. On a change of key or a sign out it goes,
// and every screen that shows a query learns it at once: `clear()` and `removeQueries()` drop
// queries without telling their observers (the navigation count, the screen on show, a disabled
// observer such as the palette's), which would keep the previous account's data until they
// happened to re-render. Resetting notifies every observer and re-reads what is on screen with
// the new key; then queries nobody observes are dropped. Mutations (receipts of answers,
// dispatches) are the old account's too.
import type { QueryClient } from '@tanstack/react-query';

export function forgetAccountQueries(queryClient: QueryClient): void {
  queryClient.getMutationCache().clear();
  void queryClient.resetQueries();
  queryClient.removeQueries({ predicate: (query) => query.getObserversCount() === 0 });
}
