// A long markdown text, parsed in pieces (split-markdown.ts): a few milliseconds of work per task,
// so the page keeps answering input, and each piece shows as soon as it is parsed; a line says how
// much is formatted until all of it is. Its own chunk: most replies are short and never load it.
import { memo, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Root } from 'mdast';
import { BODY_CLASSES } from './markdown-classes';
import { renderMarkdown } from './markdown-renderer';
import { parseMarkdown } from './parse-markdown';
import { pieceSource, splitMarkdown, type MarkdownPiece } from './split-markdown';
import { isLargeText } from './text-rows';
import { VirtualPieces } from './virtual-pieces';
import { inTurn } from '@/lib/sliced';

/** What is parsed goes on screen at most this often: each showing lays the page out again. */
const SHOW_EVERY_MS = 200;

// Pieces out of view are not laid out or painted (content-visibility): laying out the whole text
// again each time a piece is added, or as it scrolls, would cost more than parsing it. Until a
// piece has been laid out once, its height is guessed from its length (about a pixel per
// character), so a log that follows the newest line does not jump far when it is.
const Piece = memo(function Piece({ root }: { root: Root }) {
  const chars = root.position?.end.offset ?? 0;
  return (
    <div
      className="[content-visibility:auto]"
      style={{ containIntrinsicSize: `auto ${Math.max(100, Math.round(chars))}px` }}
    >
      {renderMarkdown(root)}
    </div>
  );
});

// The last few long texts parsed whole: a reply scrolled out of a virtualised log and back in, or
// a chat opened again, shows at once instead of being parsed again.
const parsedTexts = new Map<string, Root[]>();
const REMEMBERED_TEXTS = 4;
function remember(text: string, roots: Root[]) {
  parsedTexts.delete(text);
  parsedTexts.set(text, roots);
  for (const oldest of parsedTexts.keys()) {
    if (parsedTexts.size <= REMEMBERED_TEXTS) break;
    parsedTexts.delete(oldest);
  }
}

const NO_PIECES: MarkdownPiece[] = [];

function useParsedPieces(text: string): { roots: Root[]; pieces: MarkdownPiece[]; count: number } {
  const cached = parsedTexts.get(text);
  // A text parsed before is not split again.
  const pieces = useMemo(() => (cached ? NO_PIECES : splitMarkdown(text)), [cached, text]);
  // The first piece at once: the reply's opening never waits for a task.
  const first = useMemo(
    () => cached?.[0] ?? parseMarkdown(pieces[0] ? pieceSource(pieces[0]) : ''),
    [cached, pieces],
  );
  const [later, setLater] = useState<{ pieces: MarkdownPiece[]; roots: Root[] }>({ pieces: [], roots: [] });
  useEffect(() => {
    if (cached) return undefined;
    // The later pieces are parsed in turns (lib/sliced.ts), in order, each queueing the next as it
    // runs, so other work waiting for the thread (code to highlight, another long text) takes its
    // turn in between; a text that leaves the page has the rest of its pieces skipped.
    const gone = new AbortController();
    const rest = pieces.slice(1);
    const roots: Root[] = [];
    if (rest.length === 0) remember(text, [first]);
    let shownAt = performance.now();
    const parseNext = () => {
      const piece = rest[roots.length];
      roots.push(parseMarkdown(piece ? pieceSource(piece) : ''));
      const done = roots.length === rest.length;
      if (!done) void inTurn(parseNext, gone.signal);
      if (done) remember(text, [first, ...roots]);
      if (!done && performance.now() - shownAt < SHOW_EVERY_MS) return;
      shownAt = performance.now();
      setLater({ pieces, roots: roots.slice() });
    };
    if (rest.length > 0) void inTurn(parseNext, gone.signal);
    return () => gone.abort();
  }, [cached, text, pieces, first]);
  if (cached) return { roots: cached, pieces, count: cached.length };
  return { roots: [first, ...(later.pieces === pieces ? later.roots : [])], pieces, count: pieces.length };
}

export default function PiecewiseMarkdown({ text }: { text: string }): ReactNode {
  const { roots, pieces, count } = useParsedPieces(text);
  const done = roots.length >= count;
  return (
    <div className={BODY_CLASSES} aria-busy={!done}>
      {/* A text taller than a few screens is drawn a few pieces past the view. */}
      {isLargeText(text) ? (
        <VirtualPieces pieces={pieces} roots={roots} />
      ) : (
        roots.map((root, index) => <Piece key={index} root={root} />)
      )}
      {done ? null : (
        <p className="text-sm text-slate-600 italic dark:text-slate-400">
          Formatting a long text: {Math.round((roots.length / count) * 100)} % shown…
        </p>
      )}
    </div>
  );
}
