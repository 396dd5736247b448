import { useCallback, type KeyboardEvent } from 'react';
import { isTyping } from '@/lib/shortcut-keys';

/** j / k move focus to the next / previous card on the board (in reading order). */
export function useCardKeys() {
  return useCallback((event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
    if (event.key !== 'j' && event.key !== 'k') return;
    const links = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>('[data-job-card] > a')];
    if (links.length === 0) return;
    const current = links.findIndex((link) =>
      link.closest('[data-job-card]')?.contains(document.activeElement),
    );
    const step = event.key === 'j' ? 1 : -1;
    const next = current === -1 ? 0 : Math.min(links.length - 1, Math.max(0, current + step));
    event.preventDefault();
    links[next]?.focus();
  }, []);
}
