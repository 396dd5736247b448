// "Not found", for unknown routes and for ids that cannot be ids: seldom shown, so it is fetched
// when it is, and no screen's first visit pays for it.
import { PartUnavailable } from '@/components/ui/part-unavailable';
import { lazyComponent } from '@/lib/lazy-component';

export const LazyNotFound = lazyComponent(
  () => import('./not-found').then((module) => module.NotFound),
  () => <PartUnavailable what="This screen" urgent />,
);
