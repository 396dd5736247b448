// The board's filters and the job being answered live in the URL (`?q=`, `?state=`, `?answer=`),
// so a filtered board or an open answer panel survives a reload and can be shared.
import { useCallback, useLayoutEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

export interface BoardParams {
  q: string;
  state: string;
  answer: string | undefined;
}

export function useBoardParams(): [BoardParams, (change: Partial<BoardParams>) => void] {
  const [params, setParams] = useSearchParams();
  // The router's functional update is handed the params of the last render, not of the last
  // update: two updates before a re-render (the Filter box's late write, then "Answer") would
  // lose the first. Each update builds on the one before it instead.
  const latest = useRef({ rendered: params, next: params });
  useLayoutEffect(() => {
    if (latest.current.rendered !== params) latest.current = { rendered: params, next: params };
  }, [params]);
  const value: BoardParams = {
    q: params.get('q') ?? '',
    state: params.get('state') ?? '',
    answer: params.get('answer') ?? undefined,
  };
  const update = useCallback(
    (change: Partial<BoardParams>) => {
      const next = new URLSearchParams(latest.current.next);
      for (const [key, v] of Object.entries(change)) {
        if (v === undefined || v === '') next.delete(key);
        else next.set(key, v);
      }
      latest.current.next = next;
      setParams(next, { replace: true });
    },
    [setParams],
  );
  return [value, update];
}
