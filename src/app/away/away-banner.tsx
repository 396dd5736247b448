// When the re-read after an absence found changes (the watcher is in app/workers.tsx), shows the
// "While you were away" region, fetched on demand.
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback } from 'react';
import { useAwayChanges } from '@/domain/away/away-store';
import { jobQueries } from '@/domain/jobs/job-queries';
import { useKnownChatsStore } from '@/domain/chats/known-chats-store';
import { lazyComponent } from '@/lib/lazy-component';
import { own } from '@/lib/prototype-safe-records';

// A summary, not the data itself: if its chunk cannot come, nothing shows until it can.
const AwayRegion = lazyComponent(
  () => import('@/features/away/components/away-region').then((module) => module.AwayRegion),
  () => null,
);

export function AwayBanner() {
  const queryClient = useQueryClient();
  const changes = useAwayChanges();

  const chatTitle = useCallback(
    (chatId: string) =>
      own(useKnownChatsStore.getState().chats, chatId)?.title?.trim() ||
      queryClient
        .getQueryData(jobQueries.list().queryKey)
        ?.find((job) => job.primarySessionId === chatId)
        ?.title?.trim() ||
      undefined,
    [queryClient],
  );

  if (changes.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <AwayRegion chatTitle={chatTitle} />
    </Suspense>
  );
}
