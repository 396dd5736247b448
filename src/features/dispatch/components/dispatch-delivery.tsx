// Mounted once by the app (src/app/workers.tsx). Dispatches' runner is fetched once it is wanted:
// something is dispatched here, or this account keeps writes on this device.
import { lazyWhenWanted } from '@/lib/lazy-component';
import { useDispatchesWanted } from '@/domain/jobs/writes/answer-records';

const Delivery = lazyWhenWanted(() =>
  import('../hooks/use-dispatch-delivery').then((module) => module.DispatchDelivery),
);

export function DispatchDelivery() {
  return <Delivery wanted={useDispatchesWanted()} />;
}
