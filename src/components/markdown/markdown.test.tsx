import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown } from './markdown';
import { MarkdownRenderer } from './markdown-renderer';

/** The renderer itself, synchronously: the rules under test live there. */
function renderMarkdown(text: string) {
  return render(<MarkdownRenderer text={text} />).container;
}

describe('Markdown', () => {
  it('renders GitHub-flavoured markdown', () => {
    const container = renderMarkdown(
      '# Title\n\n**bold** and ~~gone~~\n\n- one\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |',
    );
    expect(screen.getByRole('heading', { name: 'Title' })).toBeTruthy();
    expect(container.querySelector('strong')?.textContent).toBe('bold');
    expect(container.querySelector('del')?.textContent).toBe('gone');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('table')).toBeTruthy();
  });

  it('never gives agent content an h1 or h2: headings start at h3 and stop at h6', () => {
    const container = renderMarkdown('# One\n\n## Two\n\n### Three\n\n#### Four\n\n##### Five\n\n###### Six');
    expect(container.querySelectorAll('h1, h2')).toHaveLength(0);
    const levels = Array.from(
      container.querySelectorAll('h3, h4, h5, h6'),
      (h) => `${h.tagName}:${h.textContent}`,
    );
    expect(levels).toEqual(['H3:One', 'H4:Two', 'H5:Three', 'H6:Four', 'H6:Five', 'H6:Six']);
    // The look follows the markdown level, not the tag: "#" stays the largest.
    expect(screen.getByRole('heading', { level: 3, name: 'One' }).className).toContain('text-xl');
    expect(screen.getByRole('heading', { level: 4, name: 'Two' }).className).toContain('text-lg');
  });

  it('shows raw HTML as literal text and never as elements', () => {
    const container = renderMarkdown(
      '<script>window.__xss=1</script>\n\n<img src=x onerror="window.__xss=1">\n\nhi <b>there</b>',
    );
    expect(container.querySelector('script, img, b, [onerror]')).toBeNull();
    expect(container.textContent).toContain('<script>window.__xss=1</script>');
    expect(container.textContent).toContain('<b>there</b>');
  });

  it('opens http(s) and mailto links in a new tab without an opener', () => {
    renderMarkdown('[site](https://example.com/a) [mail](mailto:a@example.com)');
    const site = screen.getByRole('link', { name: 'site' });
    expect(site.getAttribute('href')).toBe('https://example.com/a');
    expect(site.getAttribute('target')).toBe('_blank');
    expect(site.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: 'mail' }).getAttribute('href')).toBe('mailto:a@example.com');
  });

  it.each([
    '[x](javascript:alert(1))',
    '[x](JaVaScRiPt:alert(1))',
    '[x](&#106;avascript:alert(1))',
    '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    '[x](vbscript:msgbox(1))',
    '[x](/relative/path)',
    '[x]: javascript:alert(1)\n\n[x]',
    '<javascript:alert(1)>',
  ])('drops the unsafe link in %s', (source) => {
    const container = renderMarkdown(source);
    expect(container.querySelector('a')).toBeNull();
  });

  it('does not load remote images until asked, showing their address', () => {
    const container = renderMarkdown('![a cat](https://img.example.com/cat.png)');
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('https://img.example.com/cat.png')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Load image' })).toBeTruthy();
  });

  it('never offers to load an image from a non-http address', () => {
    const container = renderMarkdown(
      '![x](javascript:alert(1)) ![y](data:image/svg+xml,<svg onload=alert(1)>)',
    );
    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Load image' })).toBeNull();
  });

  it('renders a code block with a Copy button and highlights it once the highlighter loads', async () => {
    const container = renderMarkdown('```js\nconst answer = 42;\n```');
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
    expect(container.querySelector('pre')?.textContent).toBe('const answer = 42;');
    await waitFor(() => expect(container.querySelector('.hljs-keyword')?.textContent).toBe('const'));
    expect(container.querySelector('pre')?.textContent).toBe('const answer = 42;');
  });

  it('shows a code block of an unknown language as plain text', () => {
    const container = renderMarkdown('```brainfuck\n+++<script>\n```');
    expect(container.querySelector('pre')?.textContent).toBe('+++<script>');
    expect(container.querySelector('script')).toBeNull();
  });

  it('shows plain escaped text until the renderer chunk arrives, then the rendered markdown', async () => {
    const { container } = render(<Markdown text={'# Late\n\n<b>x</b>'} />);
    expect(container.querySelector('b')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Late' })).toBeTruthy();
    expect(container.querySelector('b')).toBeNull();
  });
});
