import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { GFM_EXTRAS } from './gfm-extras';
import { needsGfmExtras } from './gfm-marks';

// Two copies of the parser module: one as a first visit has it (tables only), one with the extras.
// Test files share a worker's modules, and another may have added the extras: both are fresh.
vi.resetModules();
const tablesOnly = await import('./parse-markdown');
vi.resetModules();
const withExtras = await import('./parse-markdown');
withExtras.addGfmExtras(GFM_EXTRAS);

// Near misses of the extras' marks and the syntax around them; the texts that turn out to hold a
// mark after all are skipped.
const PIECES = [
  'ww',
  'w.',
  'WW.x.org',
  'htt',
  'ttp://a.b/c?d',
  'ftp://x.y',
  ':',
  '/',
  '.',
  'mailto:',
  'xmpp:',
  '&amp',
  '& ',
  '#',
  '[',
  ']',
  '[]',
  '[y]',
  '- ',
  '1. ',
  '|',
  '| a |\n|---|\n',
  '**',
  '_',
  '`',
  '\\',
  '<',
  '>',
  '(',
  ')',
  '![',
  ' ',
  '\t',
  '\n',
  '\n\n',
  'x',
  'X',
  'w',
  'word',
];
const text = fc
  .array(fc.oneof(fc.constantFrom(...PIECES), fc.string({ maxLength: 3 })), { maxLength: 16 })
  .map((parts) => parts.join(''));

describe('strikethrough, task lists and bare links as their own chunk', () => {
  it('parse a text without their marks to the same tree as without them', { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(text, (source) => {
        fc.pre(!needsGfmExtras(source));
        expect(withExtras.parseMarkdown(source)).toEqual(tablesOnly.parseMarkdown(source));
      }),
      { numRuns: 300 },
    );
  });

  it('are asked for by every text that uses them', () => {
    for (const source of [
      '~~gone~~',
      '- [ ] to do',
      '- [x] done',
      '* [X] done',
      'see www.example.com',
      'https://example.com',
      'mail a@b.co',
      'www&#46;example.com',
      'a&#64;b.co',
    ]) {
      expect(needsGfmExtras(source)).toBe(true);
      expect(withExtras.parseMarkdown(source)).not.toEqual(tablesOnly.parseMarkdown(source));
    }
  });

  it('are not asked for by a reply of headings, lists, a table and code', () => {
    expect(
      needsGfmExtras('# Notes\n\n- **markdown** with `code`\n\n| a | b |\n| :- | -: |\n\n```ts\nx\n```'),
    ).toBe(false);
  });
});
