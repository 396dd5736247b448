// The jobs' writes (answers and dispatches) on the one write path (lib/writes/engine.ts). Fetched
// when wanted (answer-records.ts): it registers their transports as it comes (the views read the
// records through lib/writes/records-view.ts). What settles waits for the runner (features/answering's
// use-answer-delivery.ts; lib/writes/settled.ts).
import { writeDelivery } from '@/lib/writes/engine';
import { registerAnswerTransport, registerDispatchTransport } from '@/lib/writes/transports';
import { answerTransport } from './answer-transport';
import { dispatchTransport } from './dispatch-transport';

export { TAB_ID } from '@/lib/writes/engine';

registerAnswerTransport(answerTransport(() => writeDelivery().records().values()));
registerDispatchTransport(dispatchTransport);

/** The page's write path, this module's transports registered. */
export const jobWrites = writeDelivery;
