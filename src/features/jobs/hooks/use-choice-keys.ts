import { useWindowKeydown } from '@/lib/use-window-keydown';

export function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/** Keys 1–9 pick the matching choice while nobody is typing in a field. */
export function useChoiceKeys(choices: readonly string[], pick: (choice: string) => void, enabled: boolean) {
  useWindowKeydown((event) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target))
      return;
    if (!/^[1-9]$/.test(event.key)) return;
    const choice = choices[Number(event.key) - 1];
    if (choice === undefined) return;
    event.preventDefault();
    pick(choice);
  }, enabled);
}
