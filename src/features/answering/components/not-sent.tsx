// An answer the write path kept back (the job asks something else now, or it waited too long):
// the person decides. "Send anyway" sends it as it is, "Discard" lets it go.
import { Button } from '@/components/ui/button';
import { connectedDelivery } from '@/domain/jobs/writes/answer-records';
import type { Receipt } from '@/domain/jobs/writes/receipt';

export function NotSent({ receipt }: { receipt: Extract<Receipt, { kind: 'not-sent' }> }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-2 rounded-md bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100"
    >
      <p className="min-w-0 flex-1 font-medium">
        {receipt.reason === 'moved-on' ? 'Not sent: the job moved on.' : 'Not sent: it waited too long.'}{' '}
        <span className="font-normal break-words">Your answer: “{receipt.text}”</span>
      </p>
      <Button variant="secondary" onClick={() => void connectedDelivery()?.retry(receipt.id)}>
        Send anyway
      </Button>
      <Button variant="secondary" onClick={() => void connectedDelivery()?.discard(receipt.id)}>
        Discard
      </Button>
    </div>
  );
}
