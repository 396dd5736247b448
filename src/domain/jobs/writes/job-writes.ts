// The jobs' writes (answers and dispatches) on the one write path (lib/writes/engine.ts). Fetched
// when wanted (store/answer-records.ts): it registers their transports, shows the records to the
// views, keeps the mark that says this account has writes on this device, and queues what settles
// until the runner (hooks/use-answer-delivery.ts) is there to act on it: a first answer may land
// before the runner's own code arrives, and must still be learned as a suggestion.
import type { Delivery } from '@/lib/writes/delivery';
import { writeDelivery } from '@/lib/writes/engine';
import { registerAnswerTransport, registerDispatchTransport } from '@/lib/writes/transports';
import { isSettled, type WriteRecord } from '@/lib/writes/write-record';
import { currentAccount } from '@/lib/storage/account-storage';
import { connectAnswerRecords, noteAnswersKept } from './answer-records';
import { answerTransport } from './answer-transport';
import { dispatchTransport } from './dispatch-transport';

export { TAB_ID } from '@/lib/writes/engine';

type SettledHandler = (record: WriteRecord, all: ReadonlyMap<string, WriteRecord>) => void;
let handler: SettledHandler | undefined;
const missed: [WriteRecord, ReadonlyMap<string, WriteRecord>][] = [];

/** Acts on each record that settles in this tab's sight, those settled before it came first. */
export function handleSettled(next: SettledHandler): () => void {
  handler = next;
  for (const [record, all] of missed.splice(0)) next(record, all);
  return () => {
    if (handler === next) handler = undefined;
  };
}

function connect(delivery: Delivery) {
  registerAnswerTransport(answerTransport);
  registerDispatchTransport(dispatchTransport);
  connectAnswerRecords(delivery);
  let seen = delivery.records();
  delivery.subscribe(() => {
    const records = delivery.records();
    if (records === seen) return;
    const account = currentAccount();
    if (account)
      noteAnswersKept(
        account,
        [...records.values()].some((record) => record.account === account),
      );
    for (const record of records.values()) {
      // Only a change this tab saw: a record loaded or first heard already settled (a reload, a
      // tab opened later) re-reads nothing and never learns an old answer over a newer one.
      const before = seen.get(record.id);
      if (before === undefined || !isSettled(record) || before.state === record.state) continue;
      if (handler) handler(record, records);
      else missed.push([record, records]);
    }
    seen = records;
  });
}

let delivery: Delivery | undefined;

/** The write path, with the jobs' transports and views connected. */
export function jobWrites(): Delivery {
  if (!delivery) {
    delivery = writeDelivery();
    connect(delivery);
  }
  return delivery;
}
