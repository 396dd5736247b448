// Counts shown beside navigation links. Read from the query cache the views already fill, so the
// navigation never asks the service anything itself: the observer below is disabled, so on a
// screen that does not show the board it neither reads the list nor keeps it active (re-read on
// every reconnect); the event stream still keeps what is cached current. The needs-input count also goes into the
// tab title, and (when the person opted in) a browser notification for each new one.
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { jobQueries } from '@/lib/api/queries/jobs';
import { paths } from '@/config/paths';
import { useNeedsInputNotifier } from './needs-input-notifications';

export interface NavBadge {
  count: number;
  label: string;
}

export function useNavBadges(): Partial<Record<string, NavBadge>> {
  const navigate = useNavigate();
  const { data: ambiguous } = useQuery({
    ...jobQueries.list(),
    enabled: false,
    select: (jobs) =>
      jobs.filter((job) => job.state === 'ambiguous').map((job) => ({ id: job.id, title: job.title })),
  });
  const needsInput = ambiguous?.length ?? 0;
  const openAnswer = useCallback(
    (jobId: string) => void navigate(`${paths.jobs()}?answer=${encodeURIComponent(jobId)}`),
    [navigate],
  );
  useNeedsInputNotifier(ambiguous, openAnswer);
  useEffect(() => {
    const base = document.title.replace(/^\(\d+\) /, '');
    document.title = needsInput > 0 ? `(${needsInput}) ${base}` : base;
  }, [needsInput]);
  return needsInput > 0 ? { Jobs: { count: needsInput, label: `${needsInput} need input` } } : {};
}
