// The search screen, /search?q=TEXT: one box, and what matched among the jobs, the chats and the
// artifacts this device has read, grouped by kind. The text lives in the address (a deep link).
import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { jobQueries } from '@/domain/jobs/job-queries';
import { readToEnd, useListProgress } from '@/lib/api/queries/list-reads';
import { formatCount } from '@/lib/format-count';
import { useHasApiKey } from '@/lib/storage/connection-settings';
import { useSearch } from '../hooks/use-search';
import type { SearchCounts } from '../model/search-types';
import { onSearchKeys } from './search-keys';
import { SearchResults } from './search-results';

/** Results shown per kind at first, and how many more each "Show more" adds. */
const FIRST = 20;
const MORE = 100;
const FIRST_LIMITS: SearchCounts = { jobs: FIRST, chats: FIRST, artifacts: FIRST };

function plural(count: number, one: string, many: string) {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}

/** What was searched, plainly: the service is not searched, only what this device holds. */
function searchedNote(counts: SearchCounts) {
  return `Searching ${plural(counts.jobs, 'job', 'jobs')}, ${plural(counts.chats, 'chat', 'chats')} and ${plural(counts.artifacts, 'artifact', 'artifacts')} read on this device`;
}

const READING_JOBS = 'No job matches yet: the job list is still being read.';

const TYPED = { typedInSearch: true };
const isTyped = (state: unknown) => typeof state === 'object' && state !== null && 'typedInSearch' in state;

export function SearchScreen() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const inUrl = params.get('q') ?? '';
  // The box holds what is typed at once; the address follows it (a navigation may land after the
  // next keystroke, and a box bound to the address would lose letters typed fast). An address
  // that typing did not make (the palette's "Search everything", Back) puts its text in the box.
  const [text, setTypedText] = useState(inUrl);
  const [seenKey, setSeenKey] = useState(location.key);
  if (location.key !== seenKey) {
    setSeenKey(location.key);
    if (!isTyped(location.state) && inUrl !== text) setTypedText(inUrl);
  }
  const box = useRef<HTMLInputElement>(null);
  // How many of each kind are shown: a new text starts again from the first few.
  const [shown, setShown] = useState({ text, limits: FIRST_LIMITS });
  const limits = shown.text === text ? shown.limits : FIRST_LIMITS;
  const { answer, counts, failure, searching } = useSearch(text, limits);
  // Every job is searched, so the list is read (as the board reads it) when it is not held yet.
  const hasKey = useHasApiKey();
  const list = useQuery({ ...jobQueries.list(), enabled: hasKey });
  // Until the list is read to its end, no job matching is not yet "No job matches".
  const progress = useListProgress(jobQueries.lists());
  const jobsReading =
    hasKey && (list.isPending || (list.isFetching && !readToEnd(progress))) ? READING_JOBS : undefined;
  const setText = (next: string) => {
    setTypedText(next);
    setParams(next ? { q: next } : {}, { replace: true, preventScrollReset: true, state: TYPED });
  };

  let body: ReactNode;
  if (failure)
    body = (
      <p role="alert" className="mt-6 text-sm text-rose-800 dark:text-rose-300">
        Search stopped working: {failure}. Reload the page to start it again.
      </p>
    );
  else if (!text.trim())
    body = (
      <p className="mt-6 text-sm text-slate-600 dark:text-slate-300">
        Type a word: a job&apos;s title, description or state, something said in a chat, a line of an
        artifact. Typos and the start of a word are enough.
      </p>
    );
  else if (!answer)
    body = (
      <p role="status" className="mt-6 text-sm text-slate-600 dark:text-slate-300">
        Searching…
      </p>
    );
  else
    body = (
      <SearchResults
        answer={answer}
        stillReading={jobsReading ? { jobs: jobsReading } : undefined}
        onMore={(group) => setShown({ text, limits: { ...limits, [group]: limits[group] + MORE } })}
      />
    );

  return (
    // The keys act on the search box and the result links inside; the div is not a control itself.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- arrow keys between results
    <div onKeyDown={(event) => onSearchKeys(event, box.current, () => setText(''))}>
      <PageHeader title="Search" />
      <form
        role="search"
        aria-label="Search jobs, chats and artifacts"
        onSubmit={(event) => event.preventDefault()}
      >
        <input
          ref={box}
          type="search"
          aria-label="Search"
          aria-describedby="search-note"
          value={text}
          onChange={(event) => setText(event.target.value)}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the screen exists to type into this box
          autoFocus
          placeholder="Search jobs, chats and artifacts"
          className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-600 dark:border-slate-600 dark:bg-slate-900"
        />
      </form>
      <p id="search-note" className="mt-2 text-xs text-slate-600 dark:text-slate-300">
        {counts ? searchedNote(counts) : 'Reading what this device holds…'}
        {searching && answer ? ' · Searching…' : null}
      </p>
      {body}
    </div>
  );
}
