// Every background worker of the app, mounted in one place, once, beside the routes (inside the
// router and the event stream's provider, which some of them need). Each renders nothing; most
// fetch their code only once they are wanted. The README lists them.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { watchAwaySoon } from '@/domain/away/watch-away-soon';
import { forgetAccountQueries } from '@/lib/api/queries/forget-account';
import { followAccountSoon } from '@/lib/storage/sign-out-inbox';
import { lazyWhenWanted } from '@/lib/lazy-component';
import { useJobWritesWanted } from '@/domain/jobs/writes/answer-records';
import { useTurnEndsFeed } from '@/domain/questions/turn-ends';
import { HeldAnswers } from '@/features/answering/components/held-answers';
import { ChatDelivery } from '@/features/chats/components/chat-delivery';
import { KnownChatsFeed } from '@/features/chat-list/hooks/use-known-chats-feed';
import { JobHistoryRecorder } from '@/features/job-history/api/job-history-recorder';
import { NeedsInputNotifier } from '@/features/notifications/components/needs-input-notifier';

const JobDeliveries = lazyWhenWanted(() => import('./job-deliveries').then((module) => module.JobDeliveries));

export function AppWorkers() {
  const queryClient = useQueryClient();
  // Another key is another account: the previous one's data leaves memory, and a sign out in
  // another tab signs this one out as well.
  useEffect(() => followAccountSoon(() => forgetAccountQueries(queryClient)), [queryClient]);
  // The person's absences: a return after one re-reads what changed (AwayBanner shows it).
  useEffect(() => watchAwaySoon(queryClient), [queryClient]);
  // When each chat's agent turn ends, as its settle frame says (a read showing the agent spoke
  // after an answer says it too: job-deliveries.tsx). The chat screen and answers' receipts read it.
  useTurnEndsFeed();
  return (
    <>
      {/* Chats named on the event stream are remembered on every screen, not only on Chats. */}
      <KnownChatsFeed />
      {/* The one writer of job history: every state change seen, on every screen. */}
      <JobHistoryRecorder />
      {/* The write path's runners (answers and dispatches; chat messages) and the acting rules,
          each fetched when wanted, and `z` to undo. */}
      <JobDeliveries wanted={useJobWritesWanted()} />
      <HeldAnswers />
      <ChatDelivery />
      <NeedsInputNotifier />
    </>
  );
}
