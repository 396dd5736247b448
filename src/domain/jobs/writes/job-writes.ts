// The jobs' writes (answers and dispatches) on the one write path (lib/writes/engine.ts). Fetched
// when wanted (answer-records.ts): it registers their transports (the views read the records through
// lib/writes/records-view.ts). What settles waits for the runner (features/answering's
// use-answer-delivery.ts; lib/writes/settled.ts).
import type { Delivery } from '@/lib/writes/delivery';
import { writeDelivery } from '@/lib/writes/engine';
import { registerAnswerTransport, registerDispatchTransport } from '@/lib/writes/transports';
import { answerTransport } from './answer-transport';
import { dispatchTransport } from './dispatch-transport';

export { TAB_ID } from '@/lib/writes/engine';

let delivery: Delivery | undefined;

/** The write path, with the jobs' transports and views connected. */
export function jobWrites(): Delivery {
  if (!delivery) {
    const made = writeDelivery();
    delivery = made;
    registerAnswerTransport(answerTransport(() => made.records().values()));
    registerDispatchTransport(dispatchTransport);
  }
  return delivery;
}
