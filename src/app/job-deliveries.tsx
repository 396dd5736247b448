// The jobs' runners on the write path, answers' and dispatches', each its feature's: fetched
// together, in one file, once either is wanted (an answer or a dispatch written here, or this
// account keeps writes on this device), as one runner did before they were two features' parts.
// With them, the read side of an answer's turn: only a tab with answers has receipts to follow.
import { useAnswerChatReads } from '@/domain/jobs/writes/answer-chat-reads';
import { AnswerDelivery } from '@/features/answering/hooks/use-answer-delivery';
import { DispatchDelivery } from '@/features/dispatch/hooks/use-dispatch-delivery';

export function JobDeliveries() {
  useAnswerChatReads();
  return (
    <>
      <AnswerDelivery />
      <DispatchDelivery />
    </>
  );
}
