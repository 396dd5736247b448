// Which columns are calm (model/calm-view): the one under the pointer and the one holding focus.
// The pointer leaving lets its column move only after a moment, so the board does not shift while
// the person heads for the "N updates" button; focus leaving releases at once.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

/** A column stays calm this long after the pointer leaves it: on its way to "N updates", say. */
export const POINTER_GRACE_MS = 500;

interface CalmSources {
  pointer?: string;
  focus?: string;
}

type CalmReason = keyof CalmSources;

export function useCalmColumns() {
  const [sources, setSources] = useState<CalmSources>({});
  const calm = useMemo(
    () => new Set([sources.pointer, sources.focus].filter((s): s is string => s !== undefined)),
    [sources],
  );
  const releases = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const timers = releases.current;
    return () => timers.forEach((timer) => clearTimeout(timer));
  }, []);
  const onCalmChange = useCallback((state: string, reason: CalmReason, on: boolean) => {
    const change = () =>
      setSources((current) => {
        if (on) return current[reason] === state ? current : { ...current, [reason]: state };
        return current[reason] === state ? { ...current, [reason]: undefined } : current;
      });
    const timerKey = `${reason}:${state}`;
    clearTimeout(releases.current.get(timerKey));
    releases.current.delete(timerKey);
    if (on || reason !== 'pointer') return change();
    releases.current.set(
      timerKey,
      setTimeout(() => {
        releases.current.delete(timerKey);
        change();
      }, POINTER_GRACE_MS),
    );
  }, []);
  return { calm, onCalmChange };
}
