import { useRecentWorkflowActions, useRecentWorkflows } from '../store/recent-workflows-store';
import { WorkflowLink, WorkflowListSection } from './workflow-list-section';
import { formatTime } from '@/lib/time';

export function RecentWorkflows() {
  const recent = useRecentWorkflows();
  const { forget } = useRecentWorkflowActions();
  return (
    <WorkflowListSection
      headingId="recent-workflows-title"
      title="Recently opened"
      items={recent}
      empty={
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          No workflows opened on this device yet. Open one by its id above.
        </p>
      }
      itemClassName="flex items-center gap-2"
      renderItem={(item) => (
        <>
          <WorkflowLink id={item.id} className="min-w-0 flex-1 truncate font-mono">
            {item.id}
          </WorkflowLink>
          <span className="hidden text-xs text-slate-600 sm:inline dark:text-slate-400">
            {formatTime(item.openedAt, 'date-minute')}
          </span>
          <button
            type="button"
            aria-label={`Forget ${item.id}`}
            onClick={() => forget(item.id)}
            className="inline-flex min-h-6 min-w-6 items-center pointer-coarse:min-h-11 pointer-coarse:min-w-11 justify-center rounded px-1.5 text-slate-600 hover:bg-slate-100 dark:text-slate-400 dark:hover:bg-slate-800"
          >
            ✕
          </button>
        </>
      )}
    />
  );
}
