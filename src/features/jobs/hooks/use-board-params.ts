// The board's filters and the job being answered live in the URL (`?q=`, `?state=`, `?answer=`),
// so a filtered board or an open answer panel survives a reload and can be shared.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export interface BoardParams {
  q: string;
  state: string;
  answer: string | undefined;
}

export function useBoardParams(): [BoardParams, (change: Partial<BoardParams>) => void] {
  const [params, setParams] = useSearchParams();
  const value: BoardParams = {
    q: params.get('q') ?? '',
    state: params.get('state') ?? '',
    answer: params.get('answer') ?? undefined,
  };
  const update = useCallback(
    (change: Partial<BoardParams>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, v] of Object.entries(change)) {
            if (v === undefined || v === '') next.delete(key);
            else next.set(key, v);
          }
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return [value, update];
}
