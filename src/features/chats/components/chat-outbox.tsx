// Sends what waits in the outbox, whichever screen is open (mounted once, beside the routes). A
// first visit pays for the store only: the outbox itself is fetched once something is in it (a
// message written offline, one whose send failed, another tab's), and then stays.
import { lazyWhenWanted } from '@/lib/lazy-component';
import { useOutgoingStore } from '../store/outgoing-store';

const Outbox = lazyWhenWanted(() => import('../hooks/use-outbox').then((module) => module.Outbox));

export function ChatOutbox() {
  return <Outbox wanted={useOutgoingStore((s) => Object.keys(s.outgoing).length > 0)} />;
}
