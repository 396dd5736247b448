// What every mounted row of a virtualised list carries (TanStack Virtual): its index, so the
// virtualizer can measure it, and its place, laid out absolutely at the offset the virtualizer
// gives. The chat's log and the board's long columns share it.
import type { VirtualItem, Virtualizer } from '@tanstack/react-virtual';

export function virtualRowProps<E extends Element>(
  virtualizer: Virtualizer<HTMLDivElement, E>,
  row: VirtualItem,
) {
  return {
    'data-index': row.index,
    ref: virtualizer.measureElement,
    className: 'absolute left-0 top-0 w-full',
    style: { transform: `translateY(${row.start}px)` },
  };
}
