// Sends what waits in the outbox, whichever screen is open (mounted once, beside the routes). A
// first visit pays for the store only: the outbox itself is fetched once something is in it (a
// message written offline, one whose send failed, another tab's), and then stays.
import { Suspense, useState } from 'react';
import { lazyComponent } from '@/lib/lazy-component';
import { useOutgoingStore } from '../store/outgoing-store';

const Outbox = lazyComponent(
  () => import('../hooks/use-outbox').then((module) => module.Outbox),
  () => null,
);

export function ChatOutbox() {
  const holding = useOutgoingStore((s) => Object.keys(s.outgoing).length > 0);
  const [wanted, setWanted] = useState(holding);
  if (holding && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Outbox />
    </Suspense>
  );
}
