import { useEffect, useRef, useState } from 'react';
import { NAMED_JOB_STATES, compareStates, stateLabel } from '@/domain/jobs/job-states';

interface BoardFiltersProps {
  q: string;
  state: string;
  states: readonly string[];
  onChange: (change: { q?: string; state?: string }) => void;
}

/** Text filter over title and description, and a state filter; both live in the URL. */
export function BoardFilters({ q, state, states, onChange }: BoardFiltersProps) {
  // The box keeps its own text so typing is never slowed by a URL update; the URL follows shortly,
  // written only by typing. A `q` that is not the one we last wrote came from outside
  // (back/forward, a link): the box takes it, and a write still waiting for its turn is dropped.
  const [text, setText] = useState(q);
  const written = useRef(q);
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    if (q === written.current) return;
    written.current = q;
    clearTimeout(pending.current);
    setText(q);
  }, [q]);
  useEffect(() => () => clearTimeout(pending.current), []);
  const type = (value: string) => {
    setText(value);
    clearTimeout(pending.current);
    pending.current = setTimeout(() => {
      written.current = value;
      onChange({ q: value });
    }, 150);
  };
  const options = [...new Set([...states, ...NAMED_JOB_STATES, ...(state ? [state] : [])])].sort(
    compareStates,
  );
  return (
    <div className="flex flex-wrap items-end gap-2" role="search" aria-label="Filter jobs">
      <label className="flex min-w-0 flex-1 basis-48 flex-col gap-1 text-sm font-medium">
        Filter
        <input
          type="search"
          value={text}
          onChange={(event) => type(event.target.value)}
          placeholder="Title or description"
          className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-normal placeholder:text-slate-500 dark:border-slate-600 dark:bg-slate-900 dark:placeholder:text-slate-400"
        />
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium">
        State
        <select
          value={state}
          onChange={(event) => onChange({ state: event.target.value })}
          className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm font-normal dark:border-slate-600 dark:bg-slate-900"
        >
          <option value="">All states</option>
          {options.map((s) => (
            <option key={s} value={s}>
              {stateLabel(s)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
