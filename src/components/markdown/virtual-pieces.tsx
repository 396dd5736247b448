// The formatted view of a text taller than a few screens (past LARGE_TEXT_CHARS): its pieces in a
// box of their own, drawn only a few pieces past what is in view (TanStack Virtual), as the plain
// view draws rows. Rendering every piece of 5 MB would put a few hundred thousand elements on the
// page, and React would reconcile them all each time more of the text is parsed.
import { useVirtualizer } from '@tanstack/react-virtual';
import type { Root } from 'mdast';
import { memo, useRef } from 'react';
import { renderMarkdown } from './markdown-renderer';

const Parsed = memo(function Parsed({ root }: { root: Root }) {
  return renderMarkdown(root);
});

export function VirtualPieces({ roots }: { roots: readonly Root[] }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const count = roots.length;
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Virtual returns functions whose results change while the object stays the same; nothing here memoises on the virtualizer.
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    // About a pixel per character, until a piece is measured.
    estimateSize: (index) => Math.max(40, roots[index]?.position?.end.offset ?? 0),
    overscan: 2,
  });
  return (
    <div
      ref={scrollRef}
      role="region"
      aria-label="Formatted text"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus, so a keyboard can scroll it (axe: scrollable-region-focusable)
      tabIndex={0}
      data-pieces={count}
      className="max-h-[70vh] min-h-24 overflow-auto"
    >
      <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const root = roots[item.index];
          return (
            <div
              key={item.key}
              data-index={item.index}
              ref={virtualizer.measureElement}
              className="absolute top-0 left-0 w-full"
              style={{ transform: `translateY(${item.start}px)` }}
            >
              {root ? <Parsed root={root} /> : null}
            </div>
          );
        })}
      </div>
    </div>
  );
}
