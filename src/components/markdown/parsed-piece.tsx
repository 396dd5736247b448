// One parsed piece of a long markdown text, drawn once per root (the pieces' list grows as more is
// parsed; a piece already on screen is not rendered again), and the height a piece is given
// until it has been laid out: about a pixel per character.
import type { Root } from 'mdast';
import { memo } from 'react';
import { renderMarkdown } from './markdown-renderer';

export const ParsedPiece = memo(function ParsedPiece({ root }: { root: Root }) {
  return renderMarkdown(root);
});

export function pieceHeightGuess(root: Root | undefined): number {
  return Math.max(100, Math.round(root?.position?.end.offset ?? 0));
}
