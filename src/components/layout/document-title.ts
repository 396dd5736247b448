// The tab's title, composed in one place: "(N) " while N jobs wait, then what acting rules answered
// while the tab was hidden ("2 answered by rules · "), then the screen's own title. Screens name
// themselves (useDocumentTitle) and the counts are set beside it (waiting-signals.ts); none writes
// over another, whichever comes last.
import { useEffect } from 'react';

const APP = 'Agent Console';
const state: { screen: string | undefined; count: string | undefined; byRules: number } = {
  screen: undefined,
  count: undefined,
  byRules: 0,
};

function write() {
  const base = state.screen ? `${state.screen} · ${APP}` : APP;
  const rules =
    state.byRules > 0 ? `${state.byRules} answered by ${state.byRules === 1 ? 'a rule' : 'rules'} · ` : '';
  document.title = `${state.count ? `(${state.count}) ` : ''}${rules}${base}`;
}

/** The "(N) " prefix: a count while jobs wait, undefined when none do. */
export function setWaitingCount(count: string | undefined) {
  state.count = count;
  write();
}

/** Rule answers the person has not seen yet (0: nothing is said). */
export function setRuleAnswerCount(count: number) {
  state.byRules = count;
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
