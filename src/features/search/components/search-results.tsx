// One region per kind of result ("Jobs", "Chats", "Artifacts"), each a list of links to what
// matched, the matched words marked. Arrow keys move between the links (search-keys.ts).
import { Link } from '@/components/ui/link';
import { formatCount } from '@/lib/format-count';
import type { SearchAnswer, SearchCounts, SearchHit } from '../model/search-types';
import { Highlighted, HighlightedLine } from './highlighted';

const GROUPS = [
  { key: 'jobs', title: 'Jobs', none: 'No job matches.', more: 'Show more jobs' },
  { key: 'chats', title: 'Chats', none: 'No chat read on this device matches.', more: 'Show more chats' },
  {
    key: 'artifacts',
    title: 'Artifacts',
    none: 'No artifact read on this device matches.',
    more: 'Show more artifacts',
  },
] as const;

export function SearchResults({
  answer,
  onMore,
  stillReading,
}: {
  answer: SearchAnswer;
  /** Asks for more results of a kind. */
  onMore: (group: keyof SearchCounts) => void;
  /** What a kind with no match says instead of "No … matches" while its list is still being read. */
  stillReading?: Partial<Record<keyof SearchCounts, string>>;
}) {
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-3">
      {GROUPS.map((group) => (
        <ResultGroup
          key={group.key}
          id={`search-${group.key}`}
          title={group.title}
          none={stillReading?.[group.key] ?? group.none}
          more={group.more}
          onMore={() => onMore(group.key)}
          hits={answer[group.key]}
          total={answer.totals[group.key]}
        />
      ))}
    </div>
  );
}

function ResultGroup({
  id,
  title,
  none,
  more,
  onMore,
  hits,
  total,
}: {
  id: string;
  title: string;
  none: string;
  more: string;
  onMore: () => void;
  hits: readonly SearchHit[];
  total: number;
}) {
  return (
    <section aria-labelledby={id} className="min-w-0">
      <div className="flex items-baseline gap-2">
        <h2 id={id} className="text-base font-semibold">
          {title}
        </h2>
        <span className="text-xs text-slate-600 dark:text-slate-300">
          {total > hits.length ? `first ${hits.length} of ${formatCount(total)}` : formatCount(total)}
        </span>
      </div>
      {hits.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{none}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-700">
          {hits.map((hit) => (
            <li key={hit.target}>
              <ResultLink hit={hit} />
            </li>
          ))}
        </ul>
      )}
      {total > hits.length ? (
        <button
          type="button"
          onClick={onMore}
          className="mt-2 min-h-11 rounded-lg px-3 text-sm font-medium text-sky-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-sky-600 dark:text-sky-300 dark:hover:bg-slate-800/60"
        >
          {more}
        </button>
      ) : null}
    </section>
  );
}

function ResultLink({ hit }: { hit: SearchHit }) {
  return (
    <Link
      to={hit.link}
      data-search-result=""
      className="block min-h-11 px-3 py-2 text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-sky-600 dark:hover:bg-slate-800/60"
    >
      <span className="flex items-baseline gap-2">
        <span className="min-w-0 break-words font-medium text-sky-800 dark:text-sky-300">
          <Highlighted text={hit.title} terms={hit.terms} />
        </span>
        <HighlightedLine
          text={hit.meta}
          terms={hit.terms}
          className="ml-auto shrink-0 text-xs text-slate-600 dark:text-slate-300"
        />
      </span>
      <HighlightedLine
        text={hit.snippet}
        terms={hit.terms}
        className="mt-1 block break-words text-slate-700 dark:text-slate-300"
      />
    </Link>
  );
}
