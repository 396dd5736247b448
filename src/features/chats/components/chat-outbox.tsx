// Sends what waits in the outbox, whichever screen is open (mounted once, beside the routes). A
// first visit pays for the store only: the outbox itself is fetched once something is in it (a
// message written offline, one whose send failed, another tab's), and then stays.
import { Suspense } from 'react';
import { lazyComponent } from '@/lib/lazy-component';
import { useOnceTrue } from '@/lib/use-once-true';
import { useOutgoingStore } from '../store/outgoing-store';

const Outbox = lazyComponent(
  () => import('../hooks/use-outbox').then((module) => module.Outbox),
  () => null,
);

export function ChatOutbox() {
  const wanted = useOnceTrue(useOutgoingStore((s) => Object.keys(s.outgoing).length > 0));
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Outbox />
    </Suspense>
  );
}
