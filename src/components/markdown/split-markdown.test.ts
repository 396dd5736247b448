import fc from 'fast-check';
import type { Code, Nodes } from 'mdast';
import { describe, expect, it } from 'vitest';
import { parseMarkdown } from './parse-markdown';
import { markdownPieces, pieceSource, type MarkdownPiece } from './split-markdown';

const splitMarkdown = (text: string, size?: number) => [...markdownPieces(text, size)];

const texts = (pieces: MarkdownPiece[]) => pieces.map((piece) => piece.text);

const FENCED = /^ {0,3}(`{3}|~{3})/;

/** The text of the fenced code blocks in `source`, in order. */
function codeOf(source: string): string[] {
  const into: string[] = [];
  const visit = (node: Nodes) => {
    const at = node.position?.start.offset ?? 0;
    if (node.type === 'code' && FENCED.test(source.slice(at))) into.push((node satisfies Code).value);
    if ('children' in node) for (const child of node.children) visit(child);
  };
  visit(parseMarkdown(source));
  return into;
}

// Lines markdown is made of: fences of both kinds and lengths, blank lines, paragraphs, lists,
// quotes, headings and their underlines, indented lines.
const LINES = [
  '```',
  '```js',
  '````',
  '~~~',
  '~~~~',
  '',
  'words in a paragraph',
  'a *line* with `code`',
  '- item',
  '1. first',
  '> quoted',
  '# Heading',
  '===',
  '---',
  '    indented',
  '  two spaces',
  '| a | b |',
];
const markdownText = fc.array(fc.constantFrom(...LINES), { maxLength: 80 }).map((lines) => lines.join('\n'));

describe('splitMarkdown', () => {
  it('keeps a short text whole, and loses or adds nothing when it splits', () => {
    expect(texts(splitMarkdown('# Hi\n\ntext'))).toEqual(['# Hi\n\ntext']);
    const text = Array.from({ length: 200 }, (_, i) => `Paragraph ${i} with *some* words.`).join('\n\n');
    const pieces = texts(splitMarkdown(text, 500));
    expect(pieces.length).toBeGreaterThan(5);
    expect(pieces.join('')).toBe(text);
    for (const piece of pieces.slice(0, -1)) expect(piece.length).toBeLessThan(600);
  });

  it('prefers a block boundary, never splits before an indented line while one may come', () => {
    const list = '- item\n\n    indented continuation of the item\n\n';
    const text = 'Intro.\n\n' + list.repeat(40) + 'End.\n';
    const pieces = texts(splitMarkdown(text, 100));
    expect(pieces.join('')).toBe(text);
    for (const piece of pieces) expect(piece.startsWith(' ')).toBe(false);
  });

  it('cuts a log with no blank line at line ends, into pieces of about the size', () => {
    const text = Array.from({ length: 5_000 }, (_, i) => `12:00:${i} INFO worker processed item ${i}`).join(
      '\n',
    );
    const pieces = splitMarkdown(text, 3_000);
    expect(texts(pieces).join('')).toBe(text);
    expect(pieces.length).toBeGreaterThan(text.length / 4_600);
    for (const piece of pieces.slice(0, -1)) {
      expect(piece.text.endsWith('\n')).toBe(true);
      expect(piece.text.length).toBeLessThanOrEqual(4_600);
    }
  });

  it('cuts one line with no line end at all after a space, or anywhere when it has none', () => {
    const words = 'word '.repeat(20_000);
    const pieces = texts(splitMarkdown(words, 1_000));
    expect(pieces.join('')).toBe(words);
    for (const piece of pieces) expect(piece.length).toBeLessThanOrEqual(2_001);
    for (const piece of pieces.slice(0, -1)) expect(piece.endsWith(' ')).toBe(true);
    const solid = '😀'.repeat(10_000);
    const solidPieces = texts(splitMarkdown(solid, 1_000));
    expect(solidPieces.join('')).toBe(solid);
    // No piece starts or ends in the middle of a character.
    for (const piece of solidPieces) expect(piece).toBe(Array.from(piece).join(''));
    for (const piece of solidPieces) expect(/^[\udc00-\udfff]|[\ud800-\udbff]$/.test(piece)).toBe(false);
  });

  it('cuts a long fence at line ends and parses each part under its opening line', () => {
    const body = Array.from({ length: 400 }, (_, i) => `line ${i}`).join('\n');
    const text = `Intro.\n\n\`\`\`js\n${body}\n\`\`\`\n\nAfter.\n`;
    const pieces = splitMarkdown(text, 300);
    expect(texts(pieces).join('')).toBe(text);
    const inside = pieces.filter((piece) => piece.fence !== undefined);
    expect(inside.length).toBeGreaterThan(5);
    for (const piece of inside) expect(piece.fence).toBe('```js');
    const code = pieces.flatMap((piece) => codeOf(pieceSource(piece)));
    expect(code.join('\n')).toBe(body);
  });

  it('never cuts a fence shorter than a piece, however long the piece before it', () => {
    const text = ('words\n'.repeat(40) + '```\na\nb\nc\n```\n').repeat(30);
    const pieces = splitMarkdown(text, 100);
    expect(pieces.every((piece) => piece.fence === undefined)).toBe(true);
    expect(pieces.flatMap((piece) => codeOf(pieceSource(piece)))).toEqual(Array(30).fill('a\nb\nc'));
  });

  it('a fence closes only with its own marker, at least as long', () => {
    const text = '~~~~\n```\n\nstill code\n\n~~~\n\nstill code\n~~~~\n\n' + 'after\n\n'.repeat(50);
    const pieces = texts(splitMarkdown(text, 10));
    expect(pieces.join('')).toBe(text);
    const code = splitMarkdown(text, 10).flatMap((piece) => codeOf(pieceSource(piece)));
    expect(code.join('\n')).toBe('```\n\nstill code\n\n~~~\n\nstill code');
  });

  it('takes a line of inline code in triple backticks for text, not for a fence', () => {
    const code = '```\nfirst\n\nsecond\n```\n';
    const text = '```npm i``` first.\n\n' + 'words\n\n'.repeat(20) + code + '\n' + 'after\n\n'.repeat(20);
    const pieces = splitMarkdown(text, 50);
    expect(texts(pieces).join('')).toBe(text);
    const inCode = pieces.flatMap((piece) => codeOf(pieceSource(piece)));
    expect(inCode.join('\n')).toBe('first\n\nsecond');
  });

  // The largest piece: a fence's opening line, its first line of code (never cut from it) and its
  // closing line (never cut before it), each up to twice the size, with their three line ends.
  const largest = (size: number) => size * 6 + 3;

  it('the pieces of any text, at any size, rejoin to it, none more than six times the size', () => {
    expect(texts(splitMarkdown('````\n~~~~\n````\n```', 2))).toEqual(['````\n~~~~\n````\n', '```']);
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ maxLength: 400, unit: 'grapheme' }), markdownText),
        fc.integer({ min: 1, max: 200 }),
        (text, size) => {
          const pieces = splitMarkdown(text, size);
          expect(texts(pieces).join('')).toBe(text);
          for (const piece of pieces) expect(piece.text.length).toBeLessThanOrEqual(largest(size));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('cutting never changes what is code: the fences hold the same text, in order', () => {
    fc.assert(
      fc.property(markdownText, fc.integer({ min: 12, max: 120 }), (text, size) => {
        const whole = codeOf(text).join('\n');
        const pieces = splitMarkdown(text, size);
        const cut = pieces.flatMap((piece) => codeOf(pieceSource(piece))).join('\n');
        expect(cut).toBe(whole);
      }),
      { numRuns: 200 },
    );
  }, 30_000);
});
