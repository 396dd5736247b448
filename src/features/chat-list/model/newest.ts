// The few most recently active of many offered one by one (a read's job chats, write by write).
import { sortValue, type Instant } from '@/lib/time';

interface Entry {
  id: string;
  activeAt: Instant;
}

/** The `size` most recently active chats offered, kept latest first as they come (unknown times last). */
export function createNewest(size: number) {
  let kept: Entry[] = [];
  const at = (entry: Entry) => sortValue(entry.activeAt, 'first');
  return {
    offer(id: string, activeAt: Instant) {
      const entry = { id, activeAt };
      const held = kept.findIndex((item) => item.id === id);
      if (held !== -1) kept.splice(held, 1);
      if (kept.length >= size && at(entry) <= at(kept[kept.length - 1] ?? entry)) return;
      let low = 0;
      let high = kept.length;
      while (low < high) {
        const middle = (low + high) >> 1;
        if (at(kept[middle] ?? entry) >= at(entry)) low = middle + 1;
        else high = middle;
      }
      kept.splice(low, 0, entry);
      if (kept.length > size) kept.pop();
    },
    drain() {
      const all = kept;
      kept = [];
      return all;
    },
  };
}
