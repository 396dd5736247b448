// The formatted view of a text taller than a few screens (past LARGE_TEXT_CHARS): its pieces in a
// box of their own, drawn only a few pieces past what is in view, as the plain view draws rows.
// Rendering every piece of 5 MB would put a few hundred thousand elements on the page, and React
// would reconcile them all each time more of the text is parsed.
import type { Root } from 'mdast';
import { memo } from 'react';
import { renderMarkdown } from './markdown-renderer';
import { VirtualRegion } from './virtual-region';

const Parsed = memo(function Parsed({ root }: { root: Root }) {
  return renderMarkdown(root);
});

export function VirtualPieces({ roots }: { roots: readonly Root[] }) {
  return (
    <VirtualRegion
      label="Formatted text"
      count={roots.length}
      countAttribute="data-pieces"
      // About a pixel per character, until a piece is measured.
      estimateSize={(index) => Math.max(40, roots[index]?.position?.end.offset ?? 0)}
      overscan={2}
      className="max-h-[70vh] min-h-24 overflow-auto"
      itemClassName=""
      renderItem={(index) => {
        const root = roots[index];
        return root ? <Parsed root={root} /> : null;
      }}
    />
  );
}
