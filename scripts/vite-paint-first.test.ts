import type { IndexHtmlTransformContext } from 'vite';
import { describe, expect, it } from 'vitest';
import { withPainter } from './vite-paint-first';

const HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta http-equiv="Content-Security-Policy" content="script-src 'self'">
    <script type="module" crossorigin src="/assets/index-a1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-c3.js">
  </head>
  <body></body>
</html>`;

const chunk = (name: string, fileName: string, imports: string[] = []) => ({
  type: 'chunk',
  isEntry: true,
  name,
  fileName,
  imports,
});
const bundle = {
  'assets/index-a1.js': chunk('index', 'assets/index-a1.js'),
  'assets/paint-first-b2.js': chunk('paint-first', 'assets/paint-first-b2.js', ['assets/paint-shared-d4.js']),
} as unknown as IndexHtmlTransformContext['bundle'];

describe('the painter in index.html', () => {
  it('comes after the charset and the policy (a meta policy covers only what follows it), before the app', () => {
    const html = withPainter(HTML, bundle, '/');
    const at = (text: string) => html.indexOf(text);
    expect(at('<meta charset')).toBeLessThan(at('Content-Security-Policy'));
    expect(at('Content-Security-Policy')).toBeLessThan(at('src="/assets/paint-first-b2.js"'));
    expect(at('src="/assets/paint-first-b2.js"')).toBeLessThan(at('href="/assets/paint-shared-d4.js"'));
    expect(at('href="/assets/paint-shared-d4.js"')).toBeLessThan(at('src="/assets/index-a1.js"'));
  });

  it('names its files under the build base', () => {
    const html = withPainter(HTML, bundle, '/console/');
    expect(html).toContain(
      '<script type="module" crossorigin src="/console/assets/paint-first-b2.js"></script>',
    );
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/console/assets/paint-shared-d4.js">',
    );
  });

  it('fails the build when there is no painter, or no module script to put it before', () => {
    const withoutPainter = { 'assets/index-a1.js': bundle?.['assets/index-a1.js'] } as typeof bundle;
    expect(() => withPainter(HTML, withoutPainter, '/')).toThrow(/no paint-first entry/);
    expect(() => withPainter('<html><head></head></html>', bundle, '/')).toThrow(/no module script/);
  });
});
