// Counts shown beside navigation links, read from the jobs list the views fill. The inbox count
// (jobs waiting for an answer: one selector, shared with the inbox and the board) also goes into
// the tab title (notifications come from the jobs feature's NeedsInputNotifier).
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { waitingJobsQuery } from '@/lib/api/queries/waiting-jobs';

export interface NavBadge {
  count: number;
  label: string;
}

export function useNavBadges(): Partial<Record<string, NavBadge>> {
  // Disabled on purpose: the badge reads what the board or the inbox has cached (and the event
  // stream keeps current); it never reads the whole list itself, nor keeps it active (re-read on
  // every reconnect) on screens that do not show it (issue 11).
  const { data: ambiguous } = useQuery({ ...waitingJobsQuery(), enabled: false });
  const needsInput = ambiguous?.length ?? 0;
  useEffect(() => {
    const base = document.title.replace(/^\(\d+\) /, '');
    document.title = needsInput > 0 ? `(${needsInput}) ${base}` : base;
  }, [needsInput]);
  return needsInput > 0 ? { Inbox: { count: needsInput, label: `${needsInput} need input` } } : {};
}
