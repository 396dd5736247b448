// One tab of several at a time: a Web Lock held for as long as the tab wants the part, granted to
// the next tab that asked when the holder lets go or closes (a tab that dies frees it). Without Web
// Locks the tab holds it at once: it is alone as far as it can tell.
import { useEffect, useState } from 'react';

/** Asks for `name`; `onHeld` runs once this tab holds it. Returns the release. */
function holdOneTabLock(name: string, onHeld: () => void): () => void {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) {
    onHeld();
    return () => {};
  }
  const release = new AbortController();
  void locks
    .request(name, { signal: release.signal }, async () => {
      if (release.signal.aborted) return;
      onHeld();
      await new Promise<void>((resolve) =>
        release.signal.addEventListener('abort', () => resolve(), { once: true }),
      );
    })
    .catch(() => undefined); // aborted while waiting: this tab let go before its turn
  return () => release.abort();
}

/** Whether this tab holds `name` (undefined: it asks for nothing, and holds nothing). */
export function useOneTabLock(name: string | undefined): boolean {
  const [held, setHeld] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (name === undefined) return undefined;
    const release = holdOneTabLock(name, () => setHeld(name));
    return () => {
      release();
      setHeld(undefined); // asked again later, it is held only once granted again
    };
  }, [name]);
  return name !== undefined && held === name;
}
