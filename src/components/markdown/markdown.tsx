// The one way untrusted markdown (agent messages, artifacts) reaches the page; the rules live in
// markdown-renderer.tsx. The renderer (react-markdown, GFM, sanitiser: ~55 KB gz) is its own
// chunk, fetched as soon as any markdown is on screen, so a route that shows markdown paints
// before it arrives: until then the text shows as plain, escaped text.
import { lazy, memo, Suspense } from 'react';

const loadRenderer = () => import('./markdown-renderer');
// Start fetching as soon as a screen that shows markdown loads, not at its first message.
if (typeof window !== 'undefined') void loadRenderer().catch(() => undefined);
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
