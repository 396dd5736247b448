// A long markdown text, parsed in pieces (split-markdown.ts): a few milliseconds of work per task,
// so the page keeps answering input, and each piece shows as soon as it is parsed; a line says how
// much is formatted until all of it is. Its own chunk: most replies are short and never load it.
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Root } from 'mdast';
import { BODY_CLASSES } from './markdown-classes';
import { ParsedPiece, pieceHeightGuess } from './parsed-piece';
import { parseMarkdown } from './parse-markdown';
import { markdownPieces, pieceSource } from './split-markdown';
import { isLargeText } from './text-rows';
import { VirtualPieces } from './virtual-pieces';
import { inTurn } from '@/lib/work-in-turns';

/** What is parsed goes on screen at most this often: each showing lays the page out again. */
const SHOW_EVERY_MS = 200;

// Pieces out of view are not laid out or painted (content-visibility): laying out the whole text
// again each time a piece is added, or as it scrolls, would cost more than parsing it. Until a
// piece has been laid out once, its height is guessed, so a log that follows the newest line does
// not jump far when it is.
function Piece({ root }: { root: Root }) {
  return (
    <div
      className="[content-visibility:auto]"
      style={{ containIntrinsicSize: `auto ${pieceHeightGuess(root)}px` }}
    >
      <ParsedPiece root={root} />
    </div>
  );
}

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

interface Parsed {
  roots: Root[];
  /** How much of the text they cover, 0 to 1. */
  shown: number;
}

/** The opening piece of `text` (its splitting reads no further than that piece). */
function openingPiece(text: string): { root: Root; end: number } {
  const piece = markdownPieces(text).next().value ?? { text: '' };
  return { root: parseMarkdown(pieceSource(piece)), end: piece.text.length };
}

function useParsedPieces(text: string): Parsed {
  const cached = parsedTexts.get(text);
  // The first piece at once: the reply's opening never waits for a task.
  const first = useMemo(() => (cached ? undefined : openingPiece(text)), [cached, text]);
  const [later, setLater] = useState<{ text: string; roots: Root[]; end: number }>();
  useEffect(() => {
    if (!first) return undefined;
    // The text is split and the later pieces parsed in turns (lib/work-in-turns.ts), in order, each
    // queueing the next as it runs, so other work waiting for the thread (code to highlight,
    // another long text) takes its turn in between; a text that leaves the page has the rest
    // skipped. Splitting goes piece by piece too: splitting 5 MB at once holds the page.
    const gone = new AbortController();
    const pieces = markdownPieces(text);
    pieces.next(); // the first, parsed already
    const roots: Root[] = [];
    let end = first.end;
    let shownAt = performance.now();
    const parseNext = () => {
      const piece = pieces.next();
      const done = piece.done === true;
      if (!piece.done) {
        roots.push(parseMarkdown(pieceSource(piece.value)));
        end += piece.value.text.length;
        void inTurn(parseNext, gone.signal);
      } else remember(text, [first.root, ...roots]);
      if (!done && performance.now() - shownAt < SHOW_EVERY_MS) return;
      shownAt = performance.now();
      setLater({ text, roots: roots.slice(), end: done ? text.length : end });
    };
    if (first.end < text.length) void inTurn(parseNext, gone.signal);
    else remember(text, [first.root]);
    return () => gone.abort();
  }, [text, first]);
  if (cached) return { roots: cached, shown: 1 };
  if (!first) return { roots: [], shown: 0 };
  const sofar = later?.text === text ? later : undefined;
  return {
    roots: [first.root, ...(sofar?.roots ?? [])],
    shown: (sofar?.end ?? first.end) / Math.max(1, text.length),
  };
}

export default function PiecewiseMarkdown({ text }: { text: string }): ReactNode {
  const { roots, shown } = useParsedPieces(text);
  const done = shown >= 1;
  return (
    <div className={BODY_CLASSES} aria-busy={!done}>
      {/* A text taller than a few screens is drawn a few pieces past the view. */}
      {isLargeText(text) ? (
        <VirtualPieces roots={roots} />
      ) : (
        roots.map((root, index) => <Piece key={index} root={root} />)
      )}
      {done ? null : (
        <p className="text-sm text-slate-600 italic dark:text-slate-400">
          Formatting a long text: {Math.min(99, Math.round(shown * 100))} % shown…
        </p>
      )}
    </div>
  );
}
