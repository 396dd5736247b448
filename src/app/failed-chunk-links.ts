// Vite's preload helper adds a <link> for each stylesheet and module a lazy chunk needs, and skips
// any already in the page. A link whose download failed (offline) stays there, so every later
// attempt would skip it: the chunk would arrive without its styles (code blocks without colours).
// A failed link is removed at once; the next attempt (lib/lazy-component.ts) adds it afresh.

function isChunkLink(target: EventTarget | null): target is HTMLLinkElement {
  return target instanceof HTMLLinkElement && (target.rel === 'stylesheet' || target.rel === 'modulepreload');
}

export function forgetFailedChunkLinks() {
  // `error` does not bubble: listened to in the capture phase, before Vite's own listener runs.
  document.addEventListener(
    'error',
    (event) => {
      if (isChunkLink(event.target)) event.target.remove();
    },
    true,
  );
}
