// Tailwind 4 appends a copy of every `--tw-*` property's initial value for browsers without
// `@property` (Safari before 16.4, Firefox before 128), guarded by an `@supports` that only those
// match. The build targets Tailwind's own baseline (vite.config.ts), where no browser matches it,
// so the block is dropped from the sheet every first visit downloads (0.3 KB gz). Tailwind's
// compiler can leave it out itself (its `polyfills` option), but @tailwindcss/vite 4.3 passes no
// such option through: once it does, this transform goes.
import type { Plugin } from 'vite';

const FALLBACK = /@layer\s+properties\s*\{\s*@supports\s*[(\s]*-webkit-hyphens/g;

/** The stylesheet without Tailwind's `@layer properties { @supports (…) { … } }` fallback block. */
export function dropPropertyFallback(css: string): string {
  let out = css;
  for (const match of [...css.matchAll(FALLBACK)].reverse()) {
    const open = css.indexOf('{', match.index);
    let depth = 0;
    let end = -1;
    for (let at = open; at < css.length; at += 1) {
      if (css[at] === '{') depth += 1;
      else if (css[at] === '}' && --depth === 0) {
        end = at + 1;
        break;
      }
    }
    if (end > 0) out = out.slice(0, match.index) + out.slice(end);
  }
  return out;
}

export function propertyFallbackPlugin(): Plugin {
  return {
    name: 'agent-console-property-fallback',
    transform: {
      filter: { id: /\.css(?:$|\?)/, code: '@layer properties' },
      handler(code) {
        const css = dropPropertyFallback(code);
        return css === code ? null : { code: css, map: null };
      },
    },
  };
}
