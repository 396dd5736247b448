import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MarkdownRenderer } from './markdown-view';
import * as parser from './parse-markdown';

// A spy left by a failed test would be the next one's (spyOn gives back the spy already there).
afterEach(() => vi.restoreAllMocks());

describe('a long markdown text', () => {
  // The last few long texts parsed are remembered (per module): each test has a text of its own.
  const longText = (reply: string) => {
    const paragraphs = Array.from({ length: 400 }, (_, i) => `Paragraph **${i}** of ${reply}, with words.`);
    const code = '```\nfirst line\n\n\nlast line\n```';
    return [...paragraphs.slice(0, 200), code, ...paragraphs.slice(200)].join('\n\n');
  };

  // The limits below are for a hang: a few seconds alone, these took 12–16 s beside the journeys
  // (the unit tests run there at a lower priority, on two cores).
  it('shows its opening at once and the rest piece by piece, never parsing it whole', async () => {
    const text = longText('a long reply');
    const parse = vi.spyOn(parser, 'parseMarkdown');
    const { container } = render(<MarkdownRenderer text={text} />);
    // The pieces' chunk (with the virtualiser) can take a while to import under jsdom.
    expect(await screen.findByText('0', { selector: 'strong' }, { timeout: 45_000 })).not.toBeNull();
    await waitFor(() => expect(screen.getByText('399', { selector: 'strong' })).not.toBeNull(), {
      timeout: 45_000,
    });
    expect(screen.queryByText(/Formatting a long text/)).toBeNull();
    expect(container.querySelectorAll('p')).toHaveLength(400);
    // The fence with blank lines inside stayed one code block.
    expect(container.querySelectorAll('pre')).toHaveLength(1);
    expect(container.querySelector('pre')?.textContent).toContain('first line\n\n\nlast line');
    expect(parse.mock.calls.length).toBeGreaterThan(5);
    for (const [piece] of parse.mock.calls) expect(piece.length).toBeLessThan(text.length / 4);
  }, 90_000);

  it('shows whole at once when mounted again (a virtualised log scrolls it out and back in)', async () => {
    const text = longText('another long reply');
    const { unmount } = render(<MarkdownRenderer text={text} />);
    await waitFor(() => expect(screen.getByText('399', { selector: 'strong' })).not.toBeNull(), {
      timeout: 45_000,
    });
    unmount();
    const parse = vi.spyOn(parser, 'parseMarkdown');
    render(<MarkdownRenderer text={text} />);
    expect(screen.getByText('399', { selector: 'strong' })).not.toBeNull();
    expect(parse).not.toHaveBeenCalled();
  }, 90_000);
});

describe('a formatted text past 64 KB', () => {
  it('is drawn in a box of its own, a few pieces past the view, not every piece', async () => {
    const lines = Array.from({ length: 2_000 }, (_, i) => `Line **${i}** of a pasted log, no blank line.`);
    const text = lines.join('\n');
    render(<MarkdownRenderer text={text} />);
    const box = await screen.findByRole('region', { name: 'Formatted text' }, { timeout: 45_000 });
    await waitFor(() => expect(screen.queryByText(/Formatting a long text/)).toBeNull(), { timeout: 45_000 });
    const pieces = Number(box.getAttribute('data-pieces'));
    expect(pieces).toBeGreaterThan(10);
    expect(box.querySelectorAll('[data-index]').length).toBeLessThan(pieces);
  }, 90_000);
});

describe('a long code block', () => {
  it('is not highlighted (the highlighter would hold the page), and shows whole', async () => {
    const { highlightTokens, MAX_HIGHLIGHTED_CHARS } = await import('./highlight');
    const long = 'const x = 1;\n'.repeat(Math.ceil(MAX_HIGHLIGHTED_CHARS / 13) + 1);
    expect(await highlightTokens(long, 'javascript')).toBeUndefined();
    expect(await highlightTokens('const x = 1;', 'javascript')).toBeDefined();
  });
});

describe('many code blocks', () => {
  it('are highlighted a slice at a time, not all in one task', async () => {
    const { highlightTokens } = await import('./highlight');
    await highlightTokens('let warm = 1;', 'javascript'); // the language is loaded
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (clock += 3));
    const timeout = vi.spyOn(globalThis, 'setTimeout');
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => highlightTokens(`const block${i} = ${i};`, 'javascript')),
    );
    expect(results.every((tokens) => tokens !== undefined)).toBe(true);
    // Each task highlights until its 8 ms are up (3 "ms" per reading here): 30 blocks take at
    // least 10 tasks, each started by a timer.
    const slices = timeout.mock.calls.filter(([callback]) => callback.name === 'drain').length;
    expect(slices).toBeGreaterThanOrEqual(10);
  });
});
