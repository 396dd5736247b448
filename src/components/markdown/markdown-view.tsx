// Untrusted markdown on screen (the rules: markdown-renderer.tsx). A short text is parsed and shown
// at once. A long one is parsed in pieces, a few at a time, by piecewise-markdown.tsx.
import { memo, Suspense, type ReactNode } from 'react';
import { BODY_CLASSES } from './markdown-classes';
import { renderMarkdown } from './markdown-renderer';
import { parseMarkdown } from './parse-markdown';
import { PIECE_CHARS } from './markdown-piece-length';
import { PlainText } from './plain-text';
import { lazyComponent } from '@/lib/lazy-component';

// For markdown.tsx, which adds the extras (gfm-extras.ts) through the chunk it already has.
export { addGfmExtras } from './parse-markdown';

// If its chunk cannot be fetched (offline), the text still shows, as plain text.
const PiecewiseMarkdown = lazyComponent(
  () => import('./piecewise-markdown').then((module) => module.default),
  PlainText,
);

/** Renders untrusted markdown safely. Memoised: a long chat re-renders only changed messages. */
export const MarkdownRenderer = memo(function MarkdownRenderer({ text }: { text: string }): ReactNode {
  if (text.length <= PIECE_CHARS)
    return <div className={BODY_CLASSES}>{renderMarkdown(parseMarkdown(text))}</div>;
  return (
    <Suspense fallback={<PlainText text={`${text.slice(0, PIECE_CHARS)}…`} />}>
      <PiecewiseMarkdown text={text} />
    </Suspense>
  );
});
