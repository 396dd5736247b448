// The one way untrusted markdown (agent messages, artifacts) reaches the page; the rules live in
// markdown-renderer.tsx. The renderer (micromark + GFM parsers, our mdast → React: most of a chat's code) is its own
// chunk, fetched when markdown is first on screen (or earlier, by a route that is sure to show
// some, through preloadMarkdown), so a screen paints before it arrives: until then the text shows
// as plain, escaped text. Importing this module fetches nothing, so the jobs board stays light.
import { memo, Suspense, type ComponentType } from 'react';
import { LongText } from './long-text';
import { PlainText } from './plain-text';
import { isLargeText } from './text-rows';
import { lazyComponent } from '@/lib/lazy-component';

type Renderer = ComponentType<{ text: string }>;
// Once the chunk is here, markdown renders at once (no suspense round, no plain-text frame).
let loaded: Renderer | undefined;
let loading: Promise<Renderer> | undefined;
const loadRenderer = () =>
  (loading ??= import('./markdown-view').then(
    (module) => (loaded = module.MarkdownRenderer),
    (error: unknown) => {
      loading = undefined; // a failed fetch may be tried again
      throw error;
    },
  ));

/** Starts fetching the renderer now (for screens that will certainly show markdown); settles when it is here. */
export function preloadMarkdown(): Promise<void> {
  return loadRenderer().then(
    () => undefined,
    () => undefined,
  );
}
// Offline before the chunk came, the text stays plain, and is rendered once the browser is back online.
const MarkdownRenderer = lazyComponent(loadRenderer, PlainText);

function Formatted({ text }: { text: string }) {
  const Loaded = loaded;
  if (Loaded) return <Loaded text={text} />;
  return (
    <Suspense fallback={<PlainText text={text} />}>
      <MarkdownRenderer text={text} />
    </Suspense>
  );
}

/** A text past LARGE_TEXT_CHARS shows as plain text, formatted on demand (long-text.tsx). */
export const Markdown = memo(function Markdown({ text }: { text: string }) {
  if (isLargeText(text)) return <LongText text={text} formatted={<Formatted text={text} />} />;
  return <Formatted text={text} />;
});
