import { isShortcutKey } from '@/lib/shortcut-keys';
import { useWindowKeydown } from '@/lib/use-window-keydown';

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
