import { describe, expect, it } from 'vitest';
import { markdownSnippet } from './markdown-snippet';

describe('markdownSnippet', () => {
  it('shows what a reader sees: no heading, list or emphasis marks, a link by its words', () => {
    const text = '# Release plan\n\n- **Ship** the `ledger` fix\n- see [the notes](https://example.com/x)';
    expect(markdownSnippet(text, ['ledger'])).toBe('Release plan · Ship the ledger fix · see the notes');
  });

  it('keeps raw HTML as the literal text the chat shows, and table cells apart', () => {
    expect(markdownSnippet('<b>otter</b> found', ['otter'])).toBe('<b>otter</b> found');
    expect(markdownSnippet('| a | b |\n| - | - |\n| otter | 2 |', ['otter'])).toBe('a · b · otter · 2');
  });

  it('cuts a long text around the match, marked as cut on each side', () => {
    const text = `${'**lorem** '.repeat(80)}the needle sits here ${'_ipsum_ '.repeat(120)}`;
    const snippet = markdownSnippet(text, ['needle']);
    expect(snippet).toContain('the needle sits here');
    expect(snippet).not.toMatch(/[*_]/);
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet.endsWith('…')).toBe(true);
    expect(snippet.length).toBeLessThan(200);
  });

  it('reads task lists and bare links as the chat does', () => {
    expect(markdownSnippet('- [x] ship the otter\n- see www.example.com', ['otter'])).toBe(
      'ship the otter · see www.example.com',
    );
  });

  it('decodes named character references, as the chat shows them', () => {
    expect(markdownSnippet('Fish &amp; chips &notit; &bogus;', ['fish'])).toBe(
      'Fish & chips &notit; &bogus;',
    );
  });
});
