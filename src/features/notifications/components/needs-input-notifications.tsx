// Notifies (when opted in) of each job that starts needing input, and a click opens its answer
// panel on the board. Reads the list cache the views already fill. Fetched by NeedsInputNotifier
// once someone has opted in; `known` is what was waiting before it came.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useWaitingWork } from '@/domain/jobs/use-waiting-work';
import { cachedWaitingJob } from '@/domain/jobs/waiting-cache';
import { useWhenJobRead } from '@/lib/events/event-stream-provider';
import { useNeedsInputNotifier } from '../hooks/use-needs-input-notifier';
import { QuietHoursNotices } from './quiet-hours-notices';

export function NeedsInputNotifications({ known }: { known: () => ReadonlySet<string> | undefined }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const whenRead = useWhenJobRead();
  // The waiting work, as the nav badge reads it: every job with a question open, snoozed or not.
  const needsInput = useWaitingWork()?.all;
  const openAnswer = useCallback((jobId: string) => void navigate(paths.jobAnswer(jobId)), [navigate]);
  const sources = useMemo(
    () => ({ whenRead, current: (jobId: string) => cachedWaitingJob(queryClient, jobId), known }),
    [whenRead, queryClient, known],
  );
  useNeedsInputNotifier(needsInput, openAnswer, sources);
  return <QuietHoursNotices />;
}
