// A long text's box of its own, scrolled by itself and drawn only a few items past what is in view
// (TanStack Virtual): the plain view's rows and the formatted view's pieces. Items measure
// themselves as they are drawn; until then their height is the estimate.
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, type ReactNode } from 'react';

interface VirtualRegionProps {
  /** The region's accessible name. */
  label: string;
  count: number;
  estimateSize: (index: number) => number;
  overscan: number;
  className: string;
  itemClassName?: string;
  renderItem: (index: number) => ReactNode;
  /** Where the count is written on the box (`data-rows`, `data-pieces`), for tests and the bench. */
  countAttribute: `data-${string}`;
}

export function VirtualRegion({
  label,
  count,
  estimateSize,
  overscan,
  className,
  itemClassName = '',
  renderItem,
  countAttribute,
}: VirtualRegionProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Virtual returns functions whose results change while the object stays the same; nothing here memoises on the virtualizer.
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    overscan,
  });
  return (
    <div
      ref={scrollRef}
      role="region"
      aria-label={label}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus, so a keyboard can scroll it (axe: scrollable-region-focusable)
      tabIndex={0}
      {...{ [countAttribute]: count }}
      className={className}
    >
      <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => (
          <div
            key={item.key}
            data-index={item.index}
            ref={virtualizer.measureElement}
            className={`absolute top-0 left-0 w-full ${itemClassName}`}
            style={{ transform: `translateY(${item.start}px)` }}
          >
            {renderItem(item.index)}
          </div>
        ))}
      </div>
    </div>
  );
}
