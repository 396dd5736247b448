// Inbox triage by keyboard, as in Linear or Gmail: j/k move, o opens, ? shows every shortcut.
// Keys 1–9 belong to the selected row's form (useChoiceKeys). Nothing fires while typing.
import { useEffect, useRef } from 'react';
import { isTyping } from './use-choice-keys';

export interface InboxKeyActions {
  move: (step: 1 | -1) => void;
  open: () => void;
  help: () => void;
}

export function useInboxKeys(actions: InboxKeyActions, enabled: boolean) {
  const latest = useRef(actions);
  useEffect(() => {
    latest.current = actions;
  });
  useEffect(() => {
    if (!enabled) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target))
        return;
      const run = {
        j: () => latest.current.move(1),
        k: () => latest.current.move(-1),
        o: () => latest.current.open(),
        '?': () => latest.current.help(),
      }[event.key];
      if (!run) return;
      event.preventDefault();
      run();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}
