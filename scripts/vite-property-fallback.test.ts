import { describe, expect, it } from 'vitest';
import { dropPropertyFallback } from './vite-property-fallback.ts';

// As Tailwind 4.3 writes it (minified, the last rule of the sheet), and as it reads unminified.
const MINIFIED =
  '@layer properties{@supports (((-webkit-hyphens:none)) and (not (margin-trim:inline))) or ((-moz-orient:inline) and (not (color:rgb(from red r g b))))){*,:before,:after,::backdrop{--tw-border-style:solid;--tw-content:""}}}';
const PRETTY = `@layer properties {
  @supports ((-webkit-hyphens: none) and (not (margin-trim: inline))) or ((-moz-orient: inline) and (not (color:rgb(from red r g b)))) {
    *, ::before, ::after, ::backdrop {
      --tw-border-style: solid;
    }
  }
}`;

describe('dropPropertyFallback', () => {
  it.each([
    ['minified', MINIFIED],
    ['unminified', PRETTY],
  ])('drops the fallback block (%s) and keeps every other rule, @property ones too', (_, block) => {
    const before = '@layer properties;@layer theme{:root{--x:1}}.a{color:red}';
    const after = '@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}';
    expect(dropPropertyFallback(`${before}${block}${after}`)).toBe(`${before}${after}`);
  });

  it('leaves a sheet without the block, or a properties layer of another shape, as it is', () => {
    const other = '@layer properties{.b{--y:2}}@supports (display:grid){.c{display:grid}}';
    expect(dropPropertyFallback(other)).toBe(other);
    expect(dropPropertyFallback('')).toBe('');
  });

  it('leaves an unclosed block alone rather than cutting the sheet short', () => {
    const broken = `.a{color:red}${MINIFIED.slice(0, -2)}`;
    expect(dropPropertyFallback(broken)).toBe(broken);
  });
});
