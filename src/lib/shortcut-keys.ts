// Which keydowns belong to a screen's single-key shortcuts rather than to a field or a dialog,
// shared by every screen that listens on the window (see `use-window-keydown.ts`).

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
 * in between must count. A dialog marked `data-screen-keys` (the board's answer drawer) lets the
 * keys of what it shows through.
 */
export function isShortcutKey(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target))
    return false;
  return document.querySelector('dialog[open]:not([data-screen-keys])') === null;
}
