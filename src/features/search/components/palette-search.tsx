// Search inside the command palette: what the index finds for the typed text, as cmdk options
// (arrow keys and Enter are the palette's), and an option that opens the whole search screen.
// The palette already lists the jobs and chats whose names start with the typed words: those are
// not listed twice.
import { CommandGroup, CommandItem } from 'cmdk';
import { useEffect, useEffectEvent } from 'react';
import { paths } from '@/config/paths';
import { useSearch } from '../hooks/use-search';
import type { SearchHit } from '../model/search-types';
import { Highlighted, HighlightedLine } from './highlighted';

/** Results per kind in the palette: the search screen shows more. */
const LIMITS = { jobs: 5, chats: 5, artifacts: 5 };

/** A hit's option in the palette (its value to cmdk). */
const optionOf = (hit: SearchHit) => `search:${hit.kind}:${hit.target}`;

const KIND_WORD = { job: 'Job', chat: 'Chat', artifact: 'Artifact' } as const;

export interface PaletteSearchProps {
  text: string;
  /** Jobs the palette lists already, by id. */
  shownJobs: ReadonlySet<string>;
  /** Chats the palette lists already, by id. */
  shownChats: ReadonlySet<string>;
  onGo: (to: string) => void;
  /** Told the option of the first hit when the hits for a text come (they come after the text). */
  onFirstHit: (option: string) => void;
  /** The palette's look for a group and an option. */
  groupClassName: string;
  itemClassName: string;
}

export function PaletteSearch({
  text,
  shownJobs,
  shownChats,
  onGo,
  onFirstHit,
  groupClassName,
  itemClassName,
}: PaletteSearchProps) {
  const { answer } = useSearch(text, LIMITS);
  const hits: SearchHit[] = answer
    ? [
        ...answer.jobs.filter((hit) => !shownJobs.has(hit.target)),
        ...answer.chats.filter((hit) => !shownChats.has(hit.target)),
        ...answer.artifacts,
      ]
    : [];
  const first = hits[0] ? optionOf(hits[0]) : undefined;
  const told = useEffectEvent((option: string) => onFirstHit(option));
  useEffect(() => {
    if (first) told(first);
  }, [first]);
  return (
    <CommandGroup heading="Search" className={groupClassName} forceMount>
      {hits.map((hit) => (
        <CommandItem
          key={`${hit.kind}:${hit.target}`}
          value={optionOf(hit)}
          keywords={[]}
          forceMount
          className={`${itemClassName} flex-wrap`}
          onSelect={() => onGo(hit.link)}
        >
          <span className="min-w-0 truncate font-medium">
            <Highlighted text={hit.title} terms={hit.terms} />
          </span>
          <span className="ml-auto shrink-0 text-xs text-slate-600 dark:text-slate-300">
            {KIND_WORD[hit.kind]}
            {hit.meta ? ` · ${hit.meta}` : ''}
          </span>
          <HighlightedLine
            text={hit.snippet}
            terms={hit.terms}
            className="basis-full truncate text-xs text-slate-700 dark:text-slate-300"
          />
        </CommandItem>
      ))}
      <CommandItem
        value="search:all"
        keywords={[]}
        forceMount
        className={itemClassName}
        onSelect={() => onGo(paths.search(text))}
      >
        Search everything for “{text}”
      </CommandItem>
    </CommandGroup>
  );
}
