// Counts shown beside navigation links, read from the jobs list the views fill. The inbox count
// (jobs waiting for an answer: one selector, shared with the inbox and the board) also goes into
// the tab title (notifications come from the jobs feature's NeedsInputNotifier).
import { useEffect } from 'react';
import { useWaitingJobs } from '@/lib/api/queries/use-waiting-jobs';

export interface NavBadge {
  /** The count as shown: "3", or "60+" when the service had more than was read. */
  count: string;
  label: string;
}

export function useNavBadges(): Partial<Record<string, NavBadge>> {
  // The list when a screen has it cached; otherwise its first pages only (issue 11: badges do not
  // hold the full list on screens that do not show it).
  const waiting = useWaitingJobs();
  const needsInput = waiting?.jobs.length ?? 0;
  const count = `${needsInput}${waiting?.more ? '+' : ''}`;
  useEffect(() => {
    const base = document.title.replace(/^\(\d+\+?\) /, '');
    document.title = needsInput > 0 ? `(${count}) ${base}` : base;
  }, [needsInput, count]);
  return needsInput > 0 ? { Inbox: { count, label: `${count} need input` } } : {};
}
