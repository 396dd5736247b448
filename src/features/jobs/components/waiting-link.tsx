// The board leads with what waits for the person: "N waiting for you", a link to the inbox. The
// count is the navigation badge's own (no second read of the list).
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { useWaitingJobs } from '@/domain/jobs/use-waiting-jobs';
import { formatCount } from '@/lib/format-count';

export function WaitingLink() {
  const waiting = useWaitingJobs();
  const count = waiting?.jobs.length ?? 0;
  if (count === 0) return null;
  return (
    <Link
      to={paths.inbox()}
      className="flex min-h-11 items-center self-start rounded-lg border border-amber-400 bg-amber-50 px-4 text-sm font-semibold text-amber-950 hover:bg-amber-100 dark:border-amber-600 dark:bg-amber-950/40 dark:text-amber-100 dark:hover:bg-amber-950"
    >
      {formatCount(count)}
      {waiting?.more ? '+' : ''} waiting for you
    </Link>
  );
}
