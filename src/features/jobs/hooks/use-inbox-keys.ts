// Inbox triage by keyboard, as in Linear or Gmail: j/k move, o opens, ? shows every shortcut.
// Keys 1–9 belong to the selected row's form (useChoiceKeys). Nothing fires while typing.
import { useWindowKeydown } from '@/lib/use-window-keydown';
import { isTyping } from './use-choice-keys';

export interface InboxKeyActions {
  move: (step: 1 | -1) => void;
  open: () => void;
  help: () => void;
}

export function useInboxKeys(actions: InboxKeyActions, enabled: boolean) {
  useWindowKeydown((event) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target))
      return;
    const run = {
      j: () => actions.move(1),
      k: () => actions.move(-1),
      o: () => actions.open(),
      '?': () => actions.help(),
    }[event.key];
    if (!run) return;
    event.preventDefault();
    run();
  }, enabled);
}
