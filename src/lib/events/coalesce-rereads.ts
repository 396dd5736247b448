// Re-reads after reconnects (and wake-ups) that come close together are one re-read: the first
// runs at once, and any asked for within REREAD_WINDOW_MS of it are folded into a single one at
// the window's end. A flapping line would otherwise re-read every list once per open, and at
// 5,000 jobs a re-read is 250 requests. A request held to the window's end is told at once
// (`held`), so what it will re-read can be marked stale meanwhile.

export const REREAD_WINDOW_MS = 10_000;

export interface CoalescedReread {
  /** Asks for a re-read: now, or once at the end of the current window. */
  request: () => void;
  dispose: () => void;
}

export function coalesceRereads(
  reread: () => void,
  windowMs = REREAD_WINDOW_MS,
  held: () => void = () => {},
): CoalescedReread {
  let windowTimer: ReturnType<typeof setTimeout> | undefined;
  let pending = false;

  const openWindow = () => {
    windowTimer = setTimeout(() => {
      windowTimer = undefined;
      if (!pending) return;
      pending = false;
      reread();
      openWindow();
    }, windowMs);
  };

  return {
    request() {
      if (windowTimer !== undefined) {
        pending = true;
        held();
        return;
      }
      reread();
      openWindow();
    },
    dispose() {
      clearTimeout(windowTimer);
      windowTimer = undefined;
      pending = false;
    },
  };
}
