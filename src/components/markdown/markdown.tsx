// The one way untrusted markdown (agent messages, artifacts) reaches the page; the rules live in
// markdown-renderer.tsx. The renderer (react-markdown, GFM, sanitiser: ~55 KB gz) is its own
// chunk, fetched when markdown is first on screen (or earlier, by a route that is sure to show
// some, through preloadMarkdown), so a screen paints before it arrives: until then the text shows
// as plain, escaped text. Importing this module fetches nothing, so the jobs board stays light.
import { lazy, memo, Suspense } from 'react';

const loadRenderer = () => import('./markdown-renderer');

/** Starts fetching the renderer now: for screens that will certainly show markdown. */
export function preloadMarkdown() {
  void loadRenderer().catch(() => undefined);
}
const MarkdownRenderer = lazy(() => loadRenderer().then((module) => ({ default: module.MarkdownRenderer })));

function PlainText({ text }: { text: string }) {
  return <div className="min-w-0 whitespace-pre-wrap break-words leading-relaxed">{text}</div>;
}

export const Markdown = memo(function Markdown({ text }: { text: string }) {
  return (
    <Suspense fallback={<PlainText text={text} />}>
      <MarkdownRenderer text={text} />
    </Suspense>
  );
});
