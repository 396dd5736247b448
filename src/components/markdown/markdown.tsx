// The one way untrusted markdown (agent messages, artifacts) reaches the page; the rules live in
// markdown-renderer.tsx. The renderer (micromark + GFM parsers, our mdast → React: most of a chat's code) is its own
// chunk, fetched when markdown is first on screen (or earlier, by a route that is sure to show
// some, through preloadMarkdown), so a screen paints before it arrives: until then the text shows
// as plain, escaped text. Importing this module fetches nothing, so the jobs board stays light.
import { memo, Suspense, type ComponentType } from 'react';
import { LongText } from './long-text';
import { PIECE_CHARS } from './markdown-piece-length';
import { PlainText } from './plain-text';
import { needsGfmExtras } from './gfm-marks';
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
// Strikethrough, task lists and bare links: fetched beside the renderer for a text that may hold
// one (parse-markdown.ts), so a chat whose replies have none never downloads them.
let extrasLoaded = false;
let loadingExtras: Promise<Renderer> | undefined;
const loadWithExtras = () =>
  (loadingExtras ??= Promise.all([import('./markdown-view'), import('./gfm-extras')]).then(
    ([view, { GFM_EXTRAS }]) => {
      view.addGfmExtras(GFM_EXTRAS);
      extrasLoaded = true;
      return (loaded = view.MarkdownRenderer);
    },
    (error: unknown) => {
      loadingExtras = undefined;
      throw error;
    },
  ));

/**
 * Starts fetching the renderer now (for screens that will certainly show markdown); settles when
 * it is here. `gfmExtras`: with strikethrough, task lists and bare links too, for a panel that
 * must not show a text plain first.
 */
export function preloadMarkdown({ gfmExtras = false } = {}): Promise<void> {
  return (gfmExtras ? loadWithExtras() : loadRenderer()).then(
    () => undefined,
    () => undefined,
  );
}
// Offline before the chunk came, the text stays plain, and is rendered once the browser is back online.
const MarkdownRenderer = lazyComponent(loadRenderer, PlainText);
const MarkdownRendererWithExtras = lazyComponent(loadWithExtras, PlainText);

function Formatted({ text }: { text: string }) {
  const Loaded = loaded;
  const extras = needsGfmExtras(text);
  if (Loaded && (extrasLoaded || !extras)) return <Loaded text={text} />;
  const Lazy = extras ? MarkdownRendererWithExtras : MarkdownRenderer;
  // A long text's opening only: laying out megabytes of plain text would hold the page.
  return (
    <Suspense fallback={<PlainText text={isLargeText(text) ? `${text.slice(0, PIECE_CHARS)}…` : text} />}>
      <Lazy text={text} />
    </Suspense>
  );
}

/** A text past LARGE_TEXT_CHARS shows as plain text, formatted on demand (long-text.tsx). */
export const Markdown = memo(function Markdown({ text }: { text: string }) {
  if (isLargeText(text)) return <LongText text={text} formatted={<Formatted text={text} />} />;
  return <Formatted text={text} />;
});
