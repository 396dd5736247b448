// The tab's title, composed in one place: "(N) " while N jobs wait, then the screen's own title.
// Screens name themselves (useDocumentTitle) and the waiting count is set beside it
// (waiting-signals.ts); neither writes over the other, whichever comes last.
import { useEffect } from 'react';

const APP = 'Agent Console';
const state: { screen: string | undefined; count: string | undefined } = {
  screen: undefined,
  count: undefined,
};

function write() {
  const base = state.screen ? `${state.screen} · ${APP}` : APP;
  document.title = state.count ? `(${state.count}) ${base}` : base;
}

/** The "(N) " prefix: a count while jobs wait, undefined when none do. */
export function setWaitingCount(count: string | undefined) {
  state.count = count;
  write();
}

/** Names the tab after the screen while it is shown; the app's name when it goes. */
export function useDocumentTitle(screen: string) {
  useEffect(() => {
    const previous = state.screen;
    state.screen = screen;
    write();
    return () => {
      state.screen = previous;
      write();
    };
  }, [screen]);
}
