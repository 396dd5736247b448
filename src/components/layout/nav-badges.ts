// Counts shown beside navigation links, read from the jobs list the views fill. The inbox count
// (jobs waiting for an answer: one selector, shared with the inbox and the board) also goes into
// the tab title, and (when the person opted in) a browser notification for each new one.
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { waitingJobsQuery } from '@/lib/api/queries/waiting-jobs';
import { paths } from '@/config/paths';
import { useNeedsInputNotifier } from './needs-input-notifications';

export interface NavBadge {
  count: number;
  label: string;
}

export function useNavBadges(): Partial<Record<string, NavBadge>> {
  const navigate = useNavigate();
  // Disabled on purpose: the badge reads what the board or the inbox has cached (and the event
  // stream keeps current); it never reads the whole list itself, nor keeps it active (re-read on
  // every reconnect) on screens that do not show it (issue 11).
  const { data: ambiguous } = useQuery({ ...waitingJobsQuery(), enabled: false });
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
  return needsInput > 0 ? { Inbox: { count: needsInput, label: `${needsInput} need input` } } : {};
}
