// A keydown listener on the window, heeded while `enabled`. It always calls the latest `onKey`, so
// callers need neither refs nor memoised callbacks. The listener stays attached and reads
// `enabled` as of the latest commit: re-adding it in an effect left a gap after the commit (a
// dialog already closed on screen, its screen's keys not yet back) where a key went unheard.
import { useEffect, useEffectEvent } from 'react';

export function useWindowKeydown(onKey: (event: KeyboardEvent) => void, enabled = true) {
  const handle = useEffectEvent((event: KeyboardEvent) => {
    if (enabled) onKey(event);
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => handle(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);
}
