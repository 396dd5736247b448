import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pureReactRouter } from './vite-react-router-pure.ts';

// The installed React Router's own production files: the rewrite must still find what it marks
// when the package is updated.
const production = dirname(createRequire(import.meta.url).resolve('react-router'));
const read = (file: string) => readFileSync(join(production, file), 'utf8');

describe('pureReactRouter', () => {
  it.each(['lib/dom/lib.js', 'lib/context.js', 'lib/dom/ssr/components.js'])(
    'marks every component and context of %s pure and drops their names, line for line',
    (file) => {
      const code = read(file);
      const pure = pureReactRouter(code);
      expect(code).toMatch(/^\w+\.displayName = /m);
      expect(pure).not.toMatch(/^\w+\.displayName = /m);
      const calls = code.match(/React\$1\.(forwardRef|createContext|memo)\(/g) ?? [];
      expect(calls.length).toBeGreaterThan(0);
      expect(pure.match(/\/\* @__PURE__ \*\/ React\$1\.(forwardRef|createContext|memo)\(/g)).toHaveLength(
        calls.length,
      );
      expect(pure.split('\n')).toHaveLength(code.split('\n').length);
    },
  );

  it("marks the data router's memoised routes pure, so the declarative router drops them", () => {
    const pure = pureReactRouter(read('lib/components.js'));
    expect(pure).toMatch(/= \/\* @__PURE__ \*\/ React\$1\.memo\(DataRoutes\);$/m);
  });

  it('leaves a name given inside a function, and any other statement, as it was', () => {
    const code = [
      'const Link = React$1.forwardRef(function LinkWithRef() {});',
      'Link.displayName = "Link";',
      'function make() {',
      '\tFetcherForm.displayName = "fetcher.Form";',
      '}',
      'window.__reactRouterVersion = "8";',
    ].join('\n');
    expect(pureReactRouter(code).split('\n')).toEqual([
      'const Link = /* @__PURE__ */ React$1.forwardRef(function LinkWithRef() {});',
      '',
      'function make() {',
      '\tFetcherForm.displayName = "fetcher.Form";',
      '}',
      'window.__reactRouterVersion = "8";',
    ]);
  });
});
