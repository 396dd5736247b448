// Counts shown beside navigation links, read from the jobs list the views fill. The inbox count
// (jobs waiting for an answer and not snoozed: one selector, shared with the inbox and the board)
// also goes into the tab title, the app icon and the favicon (waiting-signals.ts; notifications
// come from the jobs feature's NeedsInputNotifier).
import { useWaitingWork } from '@/domain/jobs/use-waiting-work';
import { useWaitingSignals } from './waiting-signals';

export interface NavBadge {
  /** The count as shown: "3", or "60+" when the service had more than was read. */
  count: string;
  label: string;
}

export function useNavBadges(): Partial<Record<string, NavBadge>> {
  // The list when a screen has it cached; otherwise its first pages only: a screen that does not
  // show the list should not pay to read and hold all of it for a count.
  const work = useWaitingWork();
  const count = work?.count ?? '0';
  useWaitingSignals(work?.awake, count);
  return work && work.awake.length > 0 ? { Inbox: { count, label: `${count} need input` } } : {};
}
