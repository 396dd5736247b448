import { useNewVersion } from '@/lib/new-version';

/**
 * A new build is installed and waiting. Said quietly in the header, beside the "As of" line; the
 * app never reloads by itself while someone works (drafts are kept, so Reload loses nothing typed).
 */
export function NewVersionNotice() {
  const reload = useNewVersion((s) => s.reload);
  if (!reload) return null;
  return (
    <span className="flex items-center gap-2 whitespace-nowrap text-xs text-slate-500 dark:text-slate-400">
      <span role="status">A new version is ready</span>
      <button
        type="button"
        onClick={reload}
        className="rounded border border-slate-300 px-2 py-0.5 font-medium text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        Reload
      </button>
    </span>
  );
}
