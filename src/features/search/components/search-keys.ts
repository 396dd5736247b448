// Keyboard only: ↓ from the search box goes to the first result, ↑/↓ move between results in
// reading order (Jobs, Chats, Artifacts), ↑ from the first goes back to the box; Enter opens a
// result (it is a link); Escape in the results goes back to the box, and in the box clears it.
import type { KeyboardEvent } from 'react';

const RESULT = '[data-search-result]';

export function onSearchKeys(
  event: KeyboardEvent<HTMLElement>,
  box: HTMLInputElement | null,
  clear: () => void,
) {
  if (event.altKey || event.ctrlKey || event.metaKey) return;
  const results = [...event.currentTarget.querySelectorAll<HTMLElement>(RESULT)];
  const at = results.findIndex((result) => result === document.activeElement);
  const inBox = document.activeElement === box;
  if (event.key === 'ArrowDown' && (inBox || at >= 0)) {
    const next = results[at + 1];
    if (next) {
      event.preventDefault();
      next.focus();
    }
  } else if (event.key === 'ArrowUp' && at >= 0) {
    event.preventDefault();
    (at === 0 ? box : results[at - 1])?.focus();
  } else if (event.key === 'Escape') {
    if (at >= 0) {
      event.preventDefault();
      box?.focus();
    } else if (inBox && box?.value) {
      event.preventDefault();
      clear();
    }
  }
}
