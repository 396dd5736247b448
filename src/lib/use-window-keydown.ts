// A keydown listener on the window while `enabled`. It always calls the latest `onKey`, so callers
// need neither refs nor memoised callbacks, and it is added again only when `enabled` changes.
import { useEffect, useEffectEvent } from 'react';

export function useWindowKeydown(onKey: (event: KeyboardEvent) => void, enabled = true) {
  const handle = useEffectEvent(onKey);
  useEffect(() => {
    if (!enabled) return undefined;
    const listener = (event: KeyboardEvent) => handle(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [enabled]);
}
