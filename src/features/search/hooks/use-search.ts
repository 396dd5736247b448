// A search as a screen shows it: the answer for the text typed, asked again whenever the index
// changes (the stream moved a job, a chat was read), and what the index holds.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { searchIndexOf } from '../api/search-index';
import type { SearchAnswer, SearchCounts } from '../model/search-types';

export function useSearchIndex() {
  return searchIndexOf(useQueryClient());
}

/** `limits`: how many results of each kind to show. */
export function useSearch(text: string, { jobs, chats, artifacts }: SearchCounts) {
  const index = useSearchIndex();
  const version = useStore(index.state, (s) => s.version);
  const counts = useStore(index.state, (s) => s.counts);
  const failure = useStore(index.state, (s) => s.failure);
  const [answer, setAnswer] = useState<SearchAnswer>();
  const wanted = text.trim();

  useEffect(() => {
    let current = true;
    if (wanted)
      void index.query(wanted, { jobs, chats, artifacts }).then((found) => {
        if (current && found.text === wanted) setAnswer(found);
      });
    return () => {
      current = false;
    };
  }, [index, wanted, jobs, chats, artifacts, version]);

  // The previous answer stays on screen while the next is found: results never blink away.
  return {
    answer: wanted ? answer : undefined,
    counts,
    failure,
    searching: Boolean(wanted) && answer?.text !== wanted,
  };
}
