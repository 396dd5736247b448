// Answers acting rules sent while the tab was hidden, counted in the tab's title until the tab is
// shown again: a person who left the app in a background tab sees at a glance that rules answered
// for them. While the tab is shown, each rule answer is announced and listed on the Inbox, so it is
// seen as it comes. Acts noted by another tab of the account count too (the store follows tabs).
import { useRuleActsStore, type RuleAct } from '@/domain/jobs/rule-acts-store';
import { setRuleAnswerCount } from './document-title';

const shown = () => document.visibilityState === 'visible';

/** Starts counting; returns the stop. `now` is the clock acts are stamped by. */
export function followUnseenRuleAnswers(now: () => number = Date.now): () => void {
  let seenUntil = now();
  const count = (acts: readonly RuleAct[]) => {
    if (shown()) {
      seenUntil = now();
      setRuleAnswerCount(0);
    } else setRuleAnswerCount(acts.filter((act) => act.at > seenUntil).length);
  };
  const onVisibility = () => count(useRuleActsStore.getState().acts);
  const stop = useRuleActsStore.subscribe((state, previous) => {
    if (state.acts !== previous.acts) count(state.acts);
  });
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    stop();
    document.removeEventListener('visibilitychange', onVisibility);
    setRuleAnswerCount(0);
  };
}
