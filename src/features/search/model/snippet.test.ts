import { describe, expect, it } from 'vitest';
import { highlightParts, snippetOf } from './snippet';

describe('highlightParts', () => {
  it('marks every matched word, any case, and gives the text back whole', () => {
    const parts = highlightParts('Deploy the DEPLOYMENT, deployment!', ['deployment']);
    expect(parts.filter((part) => part.match).map((part) => part.text)).toEqual(['DEPLOYMENT', 'deployment']);
    expect(parts.map((part) => part.text).join('')).toBe('Deploy the DEPLOYMENT, deployment!');
  });

  it('takes terms as plain text, never as a pattern, and markup as text', () => {
    const text = '<img src=x onerror=alert(1)> a.b (c)';
    const parts = highlightParts(text, ['a.b', '(c)', '<img']);
    expect(parts.filter((part) => part.match).map((part) => part.text)).toEqual(['<img', 'a.b', '(c)']);
    expect(parts.map((part) => part.text).join('')).toBe(text);
    expect(highlightParts('axb', ['a.b'])).toEqual([{ text: 'axb', match: false }]);
  });
});

describe('snippetOf', () => {
  it('shows the words around the first match, marked as cut on each side', () => {
    const text = `${'lorem '.repeat(40)}the needle sits here ${'ipsum '.repeat(60)}`;
    const snippet = snippetOf(text, ['needle']);
    expect(snippet).toContain('the needle sits here');
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet.endsWith('…')).toBe(true);
    expect(snippet.length).toBeLessThan(200);
  });

  it('starts at the beginning when no term is in the text', () => {
    expect(snippetOf('short text', ['absent'])).toBe('short text');
  });
});

describe('snippetOf with several lines', () => {
  it('keeps lines apart', () => {
    expect(snippetOf('Created in bulk\nLedger vault refused', ['ledger'])).toBe(
      'Created in bulk · Ledger vault refused',
    );
  });
});
