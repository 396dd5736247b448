// Inbox triage by keyboard, as in Linear or Gmail: j/k move, o opens, s snoozes, r goes to the free
// answer, l takes the "Last time" suggestion, ? shows every shortcut (z, undo, is the app's: held
// answers go out from every screen).
// Keys 1–9 belong to the selected row's form (useChoiceKeys). Nothing fires while typing, or
// inside the shortcuts dialog.
import { isShortcutKey } from '@/lib/shortcut-keys';
import { useWindowKeydown } from '@/lib/use-window-keydown';

export interface InboxKeyActions {
  move: (step: 1 | -1) => void;
  open: () => void;
  help: () => void;
  snooze: () => void;
  reply: () => void;
  acceptSuggestion: () => void;
}

export function useInboxKeys(actions: InboxKeyActions) {
  useWindowKeydown((event) => {
    if (!isShortcutKey(event)) return;
    const run = {
      j: () => actions.move(1),
      k: () => actions.move(-1),
      o: () => actions.open(),
      '?': () => actions.help(),
      s: () => actions.snooze(),
      r: () => actions.reply(),
      l: () => actions.acceptSuggestion(),
    }[event.key];
    if (!run) return;
    event.preventDefault();
    run();
  });
}
