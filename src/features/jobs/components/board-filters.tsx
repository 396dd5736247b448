import { useEffect, useRef, useState } from 'react';
import { NAMED_JOB_STATES, compareStates, stateLabel } from '@/lib/api/resources/job-states';

interface BoardFiltersProps {
  q: string;
  state: string;
  states: readonly string[];
  onChange: (change: { q?: string; state?: string }) => void;
}

/** Text filter over title and description, and a state filter; both live in the URL. */
export function BoardFilters({ q, state, states, onChange }: BoardFiltersProps) {
  // The box keeps its own text so typing is never slowed by a URL update; the URL follows shortly.
  // A `q` that is not the one we last wrote came from outside (back/forward, a link): the box
  // takes it, rather than writing its old text back over it.
  const [text, setText] = useState(q);
  const written = useRef(q);
  useEffect(() => {
    if (q === written.current) return;
    written.current = q;
    setText(q);
  }, [q]);
  useEffect(() => {
    if (text === q) return undefined;
    const timer = setTimeout(() => {
      written.current = text;
      onChange({ q: text });
    }, 150);
    return () => clearTimeout(timer);
  }, [text, q, onChange]);
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
          onChange={(event) => setText(event.target.value)}
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
