// The board's saved views: "Save view" names the filters in use; each view is a link to the board
// so filtered (a deep link, in the palette too), with a button to delete it.
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { stateLabel } from '@/domain/jobs/job-states';
import { useSavedViewActions, useSavedViews } from '../store/saved-views-store';

export function SavedViews({ q, state }: { q: string; state: string }) {
  const views = useSavedViews();
  const { save, remove } = useSavedViewActions();
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const filtered = q.trim() !== '' || state !== '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') return;
    save({ name, q, state });
    setName('');
    setNaming(false);
  };
  const describe = (view: { q: string; state: string }) =>
    [view.q && `“${view.q}”`, view.state && stateLabel(view.state)].filter(Boolean).join(' · ');
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      {views.length > 0 ? (
        <nav aria-label="Saved views" className="flex flex-wrap items-center gap-2">
          {views.map((view) => (
            <span
              key={view.id}
              className="inline-flex items-center rounded-full border border-slate-300 dark:border-slate-600"
            >
              <Link
                to={paths.jobsFiltered(view)}
                title={describe(view)}
                className="min-h-11 content-center rounded-l-full px-3 hover:bg-slate-100 sm:min-h-8 dark:hover:bg-slate-800"
              >
                {view.name}
              </Link>
              <button
                type="button"
                aria-label={`Delete view ${view.name}`}
                onClick={() => remove(view.id)}
                className="min-h-11 min-w-11 rounded-r-full px-2 text-slate-600 hover:bg-slate-100 sm:min-h-8 sm:min-w-8 dark:text-slate-300 dark:hover:bg-slate-800"
              >
                ×
              </button>
            </span>
          ))}
        </nav>
      ) : null}
      {naming ? (
        <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
          <label className="flex flex-col gap-1 font-medium">
            View name
            <input
              value={name}
              onChange={(event) => setName(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Escape') setNaming(false);
              }}
              maxLength={80}
              // eslint-disable-next-line jsx-a11y/no-autofocus -- opened by "Save view": the name is what comes next
              autoFocus
              className="rounded-md border border-slate-300 bg-white px-3 py-1.5 font-normal dark:border-slate-600 dark:bg-slate-900"
            />
          </label>
          <Button type="submit" disabled={name.trim() === ''}>
            Save
          </Button>
          <Button type="button" variant="ghost" onClick={() => setNaming(false)}>
            Cancel
          </Button>
        </form>
      ) : filtered ? (
        <Button type="button" variant="secondary" onClick={() => setNaming(true)}>
          Save view
        </Button>
      ) : null}
    </div>
  );
}
