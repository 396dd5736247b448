// The last screen's painter (src/app/last-seen/paint-first.ts) as an entry of its own, written into
// index.html before the app's entry. Vite folds every module script of a page into one entry, and
// a module runs only once its whole graph is compiled: as the app's first import, the picture
// waited for the app's 400 KB entry to be compiled (about 100 ms after it arrived, on this
// machine). As a script of its own, with its few imports preloaded beside it, it runs as soon as
// its few kilobytes are in, while the app's entry is still being compiled off the main thread.
// Build only: in development the painter does nothing (the styles come with the scripts).
import type { Plugin } from 'vite';

const ENTRY_NAME = 'paint-first';
const ENTRY = 'src/app/last-seen/paint-first.ts';

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
      handler(_html, context) {
        const chunks = Object.values(context.bundle ?? {});
        const painter = chunks.find(
          (chunk) => chunk.type === 'chunk' && chunk.isEntry && chunk.name === ENTRY_NAME,
        );
        if (painter?.type !== 'chunk') throw new Error(`the build has no ${ENTRY_NAME} entry`);
        return [
          {
            tag: 'script',
            attrs: { type: 'module', crossorigin: true, src: `${base}${painter.fileName}` },
            injectTo: 'head-prepend',
          },
          ...painter.imports.map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
            injectTo: 'head-prepend' as const,
          })),
        ];
      },
    },
  };
}
