// The board leads with what waits for the person: "N waiting for you", a link to the inbox. The
// count is the navigation badge's own (domain/jobs/waiting-work.ts: snoozed jobs left out). The row keeps its height when
// nothing waits ("Nothing waiting for you") and while the count loads: it comes and goes as agents
// ask and others answer, and a row that came and went moved the New job box under the pointer, so a
// click on Dispatch could land beside it.
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { useWaitingWork } from '@/domain/jobs/use-waiting-work';

const ROW = 'flex min-h-11 items-center self-start rounded-lg border px-4 text-sm';

export function WaitingLink() {
  const work = useWaitingWork();
  if (!work) return <div className="min-h-11" aria-hidden="true" />;
  if (work.awake.length === 0)
    return (
      <p
        className={`${ROW} border-dashed border-slate-300 text-slate-600 dark:border-slate-800 dark:text-slate-400`}
      >
        Nothing waiting for you
      </p>
    );
  return (
    <Link
      to={paths.inbox()}
      className={`${ROW} border-amber-400 bg-amber-50 font-semibold text-amber-950 hover:bg-amber-100 dark:border-amber-600 dark:bg-amber-950/40 dark:text-amber-100 dark:hover:bg-amber-950`}
    >
      {work.count} waiting for you
    </Link>
  );
}
