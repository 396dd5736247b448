import { useWindowKeydown } from '@/lib/use-window-keydown';

export function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/**
 * A plain key meant for the screen's shortcuts: no modifier, not typed into a field, and no dialog
 * open over the screen (the inbox's shortcuts, the command palette), wherever focus is (a click on
 * a dialog's text leaves it on <body>). The dialog is asked of the page, not of React state: a
 * modal <dialog> closes itself on Escape before its `close` event reaches React, and a key pressed
 * in between must count.
 */
export function isShortcutKey(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target))
    return false;
  return document.querySelector('dialog[open]') === null;
}

/** Keys 1–9 pick the matching choice while nobody is typing in a field. */
export function useChoiceKeys(choices: readonly string[], pick: (choice: string) => void, enabled: boolean) {
  useWindowKeydown((event) => {
    if (!isShortcutKey(event) || !/^[1-9]$/.test(event.key)) return;
    const choice = choices[Number(event.key) - 1];
    if (choice === undefined) return;
    event.preventDefault();
    pick(choice);
  }, enabled);
}
