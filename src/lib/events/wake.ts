// A tab the browser froze (Page Lifecycle `freeze`/`resume`), kept hidden for minutes, restored
// from the back/forward cache, or whose machine slept, wakes with a stream that may be dead
// without knowing it (the line went quiet; the 45 s silence timer has not fired yet) and with
// frames missed. Each of those is noticed here, once per wake, so the caller can reconnect and
// re-read at once instead of leaving stale cards on screen.

export interface WakeOptions {
  /** Hidden at least this long counts as asleep. */
  hiddenMs?: number;
  /** A timer tick this much later than due means the page was not running (frozen, slept). */
  gapMs?: number;
  tickMs?: number;
  now?: () => number;
}

export type WakeReason = 'resume' | 'visible' | 'pageshow' | 'gap';

export function watchWake(onWake: (reason: WakeReason) => void, options: WakeOptions = {}): () => void {
  const { hiddenMs = 60_000, gapMs = 10_000, tickMs = 5_000, now = () => Date.now() } = options;
  let hiddenAt: number | undefined = document.visibilityState === 'hidden' ? now() : undefined;
  let lastWake = -Infinity;
  let lastTick = now();

  // Several signals come with one wake (resume, then a late tick): the caller hears one.
  const wake = (reason: WakeReason) => {
    const at = now();
    lastTick = at;
    if (at - lastWake < 1_000) return;
    lastWake = at;
    onWake(reason);
  };
  const onResume = () => wake('resume');
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) wake('pageshow');
  };
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') {
      hiddenAt = now();
      return;
    }
    const since = hiddenAt;
    hiddenAt = undefined;
    if (since !== undefined && now() - since >= hiddenMs) wake('visible');
  };
  const timer = setInterval(() => {
    const at = now();
    const late = at - lastTick - tickMs;
    lastTick = at;
    if (late > gapMs) wake('gap');
  }, tickMs);

  document.addEventListener('resume', onResume);
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pageshow', onPageShow);
  return () => {
    clearInterval(timer);
    document.removeEventListener('resume', onResume);
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pageshow', onPageShow);
  };
}
