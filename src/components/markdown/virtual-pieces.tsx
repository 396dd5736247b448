// The formatted view of a text taller than a few screens (past LARGE_TEXT_CHARS): its pieces in a
// box of their own, drawn only a few pieces past what is in view, as the plain view draws rows.
// Rendering every piece of 5 MB would put a few hundred thousand elements on the page, and React
// would reconcile them all each time more of the text is parsed.
import type { Root } from 'mdast';
import { ParsedPiece, pieceHeightGuess } from './parsed-piece';
import { VirtualRegion } from './virtual-region';

export function VirtualPieces({ roots }: { roots: readonly Root[] }) {
  return (
    <VirtualRegion
      label="Formatted text"
      count={roots.length}
      countAttribute="data-pieces"
      estimateSize={(index) => pieceHeightGuess(roots[index])}
      overscan={2}
      className="max-h-[70vh] min-h-24 overflow-auto"
      renderItem={(index) => {
        const root = roots[index];
        return root ? <ParsedPiece root={root} /> : null;
      }}
    />
  );
}
