// `z` undoes the answers held last, wherever they were given. Heard by the app's eager part
// (components/held-answers.tsx), not by the sender: the sender mounts a moment after the first
// hold (its chunk's fetch, then React's pause before it reveals a suspended part), and a `z`
// pressed in that moment went unheard, so the batch went out.
import { isShortcutKey } from '@/lib/shortcut-keys';
import { useWindowKeydown } from '@/lib/use-window-keydown';
import { latestBatch, undoBatch } from '@/domain/jobs/writes/answer-records';

export function useUndoHeldKey() {
  useWindowKeydown((event) => {
    if (!isShortcutKey(event) || event.key !== 'z') return;
    const batch = latestBatch();
    if (!batch) return;
    event.preventDefault();
    undoBatch(batch);
  });
}
