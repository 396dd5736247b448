// What a dispatch that settled in this tab's sight means for the screens: the new card on the
// board at once (a frame that beat the POST's answer keeps its newer copy), its first state in the
// history, the board's note about the last dispatch. A failed one stays as its record, shown by
// the form with Retry and Discard.
import type { QueryClient } from '@tanstack/react-query';
import { jobQueries } from '@/domain/jobs/job-queries';
import { upsertById } from '@/domain/jobs/upsert-by-id';
import { announce } from '@/lib/announcer/announcer-store';
import type { DispatchWrite } from '@/lib/writes/write-record';
import { dispatchLanded } from '@/domain/jobs/writes/dispatch-landed';
import { takeMadeJob } from '@/domain/jobs/writes/dispatch-transport';
import { useDispatchStore } from '@/domain/jobs/dispatch-store';

export function dispatchSettled(queryClient: QueryClient, record: DispatchWrite) {
  if (record.state !== 'landed') {
    announce({ kind: 'say', text: 'A job was not dispatched' });
    return;
  }
  const job = takeMadeJob(record.id);
  if (job) {
    queryClient.setQueryData(
      jobQueries.list().queryKey,
      (list) => list && upsertById(list, [job], { position: 'start', merge: (held) => held }),
    );
    dispatchLanded(job, record.createdAt);
  } else {
    // Its answer could not be read, or another tab sent it: the list's re-read shows the job.
    void queryClient.invalidateQueries({ queryKey: jobQueries.list().queryKey, exact: true });
  }
  if (record.jobId !== undefined)
    useDispatchStore.getState().actions.succeeded(record.jobId, record.text, record.title);
}
