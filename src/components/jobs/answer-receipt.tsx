// The life of an answer after it left, in words (domain/jobs/writes/receipt-words.ts), as a `status` (read out when
// it changes).
import type { Ref } from 'react';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { stateLabel } from '@/domain/jobs/job-states';
import type { Receipt } from '@/domain/jobs/writes/receipt';
import { receiptWords } from '@/domain/jobs/writes/receipt-words';

const TONE = {
  calm: 'bg-slate-50 text-slate-800 dark:bg-slate-950 dark:text-slate-100',
  good: 'bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  warn: 'bg-amber-50 text-amber-950 dark:bg-amber-950 dark:text-amber-100',
} as const;

interface AnswerReceiptProps {
  receipt: Exclude<Receipt, { kind: 'failed' }>;
  chatId: string | undefined;
  compact?: boolean;
  ref?: Ref<HTMLParagraphElement>;
}

export function AnswerReceipt({ receipt, chatId, compact = false, ref }: AnswerReceiptProps) {
  const tone =
    receipt.kind === 'answered'
      ? 'good'
      : receipt.kind === 'no-reply' || receipt.kind === 'asked-again' || receipt.kind === 'not-sent'
        ? 'warn'
        : 'calm';
  return (
    <p
      ref={ref}
      tabIndex={-1}
      role="status"
      data-receipt={receipt.kind}
      className={`rounded-md outline-none ${compact ? 'px-2 py-1 text-xs' : 'p-3 text-sm'} font-medium ${TONE[tone]}`}
    >
      <ReceiptText receipt={receipt} chatId={chatId} />
    </p>
  );
}

function ReceiptText({ receipt, chatId }: Pick<AnswerReceiptProps, 'receipt' | 'chatId'>) {
  if (receipt.kind === 'answered-elsewhere')
    return (
      <>
        Answered elsewhere
        <span className="font-normal"> — now {stateLabel(receipt.state)}</span>
      </>
    );
  const words = receiptWords(receipt);
  if (receipt.kind !== 'no-reply' || !chatId) return words;
  return (
    <>
      {words}{' '}
      <Link to={paths.chat(chatId)} className="relative z-10 underline">
        Open chat
      </Link>
    </>
  );
}
