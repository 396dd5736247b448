// The last screen's painter (src/app/last-seen/paint-first.ts) as an entry of its own, written into
// index.html before the app's entry. Vite folds every module script of a page into one entry, and
// a module runs only once its whole graph is compiled: as the app's first import, the picture
// waited for the app's 400 KB entry to be compiled (104–131 ms after it arrived, on this machine).
// As a script of its own, with its imports preloaded beside it, it runs as soon as its own file is
// in, while the app's entry is still being compiled off the main thread.
// Build only: in development the painter does nothing (the styles come with the scripts).
import type { IndexHtmlTransformContext, Plugin } from 'vite';

const ENTRY_NAME = 'paint-first';
const ENTRY = 'src/app/last-seen/paint-first.ts';

/**
 * `html` with the painter's script (and a modulepreload for each of its imports) just before the
 * first module script: after the head's meta tags (the charset, the Content-Security-Policy, which
 * covers only what follows it), and ahead of the app's entry, so it runs first.
 */
export function withPainter(html: string, bundle: IndexHtmlTransformContext['bundle'], base: string): string {
  const painter = Object.values(bundle ?? {}).find(
    (chunk) => chunk.type === 'chunk' && chunk.isEntry && chunk.name === ENTRY_NAME,
  );
  if (painter?.type !== 'chunk') throw new Error(`the build has no ${ENTRY_NAME} entry`);
  const at = html.search(/<script type="module"/);
  if (at < 0) throw new Error('index.html has no module script to put the painter before');
  const tags = [
    `<script type="module" crossorigin src="${base}${painter.fileName}"></script>`,
    ...painter.imports.map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`),
  ];
  return `${html.slice(0, at)}${tags.join('\n    ')}\n    ${html.slice(at)}`;
}

export function paintFirstPlugin(): Plugin {
  let base = '/';
  return {
    name: 'agent-console-paint-first',
    apply: 'build',
    config: () => ({
      build: { rolldownOptions: { input: { index: 'index.html', [ENTRY_NAME]: ENTRY } } },
    }),
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) => withPainter(html, context.bundle, base),
    },
  };
}
