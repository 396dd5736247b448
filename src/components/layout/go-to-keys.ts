// Go-to keys, as mail and issue trackers have them: `g` then `i` (inbox), `j` (jobs) or `c`
// (chats), anywhere but in a text field or a dialog. They listen in the capture phase and claim
// the second key, so a screen's own single-key shortcut (the inbox's `j`) does not also run.
import { useEffect, useEffectEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { isShortcutKey } from '@/lib/shortcut-keys';

/** The second key's destinations (the inbox's shortcuts dialog lists them too). */
export const GO_TO_KEYS = [
  { key: 'i', label: 'Inbox', to: paths.inbox() },
  { key: 'j', label: 'Jobs', to: paths.jobs() },
  { key: 'c', label: 'Chats', to: paths.chats() },
] as const;

/** How long after `g` the second key still counts. */
export const GO_TO_WINDOW_MS = 1500;

/**
 * The sequence as a small machine over keydowns: returns the route a key completes, if any, and
 * whether the key belongs to the sequence (so the caller can claim it).
 */
export function createGoToKeys(now: () => number = Date.now) {
  let armedAt: number | undefined;
  return (event: KeyboardEvent): { claimed: boolean; to?: string } => {
    // Not from any dialog: one that lets a screen's keys through is still over the screen.
    if (!isShortcutKey(event) || event.shiftKey || document.querySelector('dialog[open]') !== null) {
      armedAt = undefined;
      return { claimed: false };
    }
    const armed = armedAt !== undefined && now() - armedAt <= GO_TO_WINDOW_MS;
    armedAt = undefined;
    if (armed) {
      const target = GO_TO_KEYS.find((entry) => entry.key === event.key);
      if (target) return { claimed: true, to: target.to };
    }
    if (event.key === 'g') {
      armedAt = now();
      return { claimed: true };
    }
    return { claimed: false };
  };
}

export function useGoToKeys() {
  const navigate = useNavigate();
  const onKey = useEffectEvent((event: KeyboardEvent, step: ReturnType<typeof createGoToKeys>) => {
    const { claimed, to } = step(event);
    if (claimed) event.preventDefault();
    if (to) void navigate(to);
  });
  useEffect(() => {
    const step = createGoToKeys();
    const listener = (event: KeyboardEvent) => onKey(event, step);
    window.addEventListener('keydown', listener, { capture: true });
    return () => window.removeEventListener('keydown', listener, { capture: true });
  }, []);
}
