// Inbox triage by keyboard, as in Linear or Gmail: j/k move, o opens, s snoozes, r goes to the free
// answer, l takes the "Last time" suggestion, ? shows every shortcut (z, undo, is the app's: held
// answers go out from every screen).
// Keys 1–9 belong to the selected row's form (useChoiceKeys). Nothing fires while typing, or
// inside the shortcuts dialog, but Escape, which leaves a row's answer box for its row.
import { isShortcutKey } from '@/lib/shortcut-keys';
import { useWindowKeydown } from '@/lib/use-window-keydown';

export interface InboxKeyActions {
  move: (step: 1 | -1) => void;
  open: () => void;
  help: () => void;
  snooze: () => void;
  reply: () => void;
  acceptSuggestion: () => void;
  /** Leaves the field a row's answer is typed in for the row; whether focus was there. */
  leaveField: () => boolean;
}

export function useInboxKeys(actions: InboxKeyActions) {
  useWindowKeydown((event) => {
    if (event.key === 'Escape' && !event.defaultPrevented && !event.isComposing && actions.leaveField()) {
      event.preventDefault();
      return;
    }
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
