import { render, screen, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { GFM_EXTRAS } from './gfm-extras';
import { Markdown } from './markdown';
import { MarkdownRenderer } from './markdown-view';
import { addGfmExtras } from './parse-markdown';

// The renderer as a chat has it once a text needed strikethrough, task lists or bare links (their
// own chunk; markdown-lazy.test.tsx covers fetching it).
beforeAll(() => addGfmExtras(GFM_EXTRAS));

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

  it('renders every inline node: emphasis, strong, code, hard breaks, entities', () => {
    const container = renderMarkdown(
      '*em* _also_ **strong** `a <b> code` line  \nnext\\\nlast &amp; &copy; &#35;',
    );
    expect(Array.from(container.querySelectorAll('em'), (e) => e.textContent)).toEqual(['em', 'also']);
    expect(container.querySelector('strong')?.textContent).toBe('strong');
    expect(container.querySelector('code')?.textContent).toBe('a <b> code');
    expect(container.querySelectorAll('br')).toHaveLength(2);
    expect(container.textContent).toContain('last & © #');
  });

  it('renders blocks: quotes, rules, ordered lists with their start', () => {
    const container = renderMarkdown('> quoted\n\n---\n\n3. three\n4. four');
    expect(container.querySelector('blockquote p')?.textContent).toBe('quoted');
    expect(container.querySelector('hr')).toBeTruthy();
    const list = container.querySelector('ol');
    expect(list?.getAttribute('start')).toBe('3');
    expect(Array.from(list?.children ?? [], (li) => li.textContent)).toEqual(['three', 'four']);
  });

  it('renders tight list items without paragraphs and loose ones with them', () => {
    const tight = renderMarkdown('- a\n- b\n  - nested');
    expect(tight.querySelector('li p')).toBeNull();
    expect(tight.querySelector('li ul li')?.textContent).toBe('nested');
    const loose = renderMarkdown('- a\n\n- b');
    expect(loose.querySelectorAll('li > p')).toHaveLength(2);
  });

  it('renders task list items as read-only checkboxes', () => {
    const container = renderMarkdown('- [x] done\n- [ ] to do\n- plain');
    const done = screen.getByRole('checkbox', { name: 'Done' });
    const todo = screen.getByRole('checkbox', { name: 'Not done' });
    expect((done as HTMLInputElement).checked).toBe(true);
    expect((todo as HTMLInputElement).checked).toBe(false);
    expect((done as HTMLInputElement).disabled).toBe(true);
    expect(container.querySelectorAll('input')).toHaveLength(2);
    const loose = renderMarkdown('- [x] first\n\n  more');
    expect(loose.querySelector('li > p > input')).toBeTruthy();
  });

  it('renders tables with a header row, a body and column alignment', () => {
    const container = renderMarkdown('| l | c | r |\n|:--|:-:|--:|\n| 1 | **2** | 3 |');
    const alignOf = (cell: Element) => /text-(left|center|right)/.exec(cell.className)?.[0];
    expect(Array.from(container.querySelectorAll('thead th'), alignOf)).toEqual([
      'text-left',
      'text-center',
      'text-right',
    ]);
    expect(container.querySelectorAll('tbody td')).toHaveLength(3);
    expect(container.querySelector('tbody td strong')?.textContent).toBe('2');
  });

  it("gives every body row the header's cells: past them left out, short of them empty (GFM)", () => {
    const container = renderMarkdown('| a | b |\n|---|---|\n| 1 | 2 | extra |\n| only |');
    const rows = Array.from(container.querySelectorAll('tbody tr'), (row) =>
      Array.from(row.querySelectorAll('td'), (cell) => cell.textContent),
    );
    expect(rows).toEqual([
      ['1', '2'],
      ['only', ''],
    ]);
  });

  it('links bare addresses and e-mail (GFM autolinks) and angle-bracket autolinks', () => {
    renderMarkdown('see www.example.com, https://a.example/x and me@example.com or <https://b.example>');
    expect(screen.getByRole('link', { name: 'www.example.com' }).getAttribute('href')).toBe(
      'http://www.example.com/',
    );
    expect(screen.getByRole('link', { name: 'https://a.example/x' }).getAttribute('href')).toBe(
      'https://a.example/x',
    );
    expect(screen.getByRole('link', { name: 'me@example.com' }).getAttribute('href')).toBe(
      'mailto:me@example.com',
    );
    expect(screen.getByRole('link', { name: 'https://b.example' })).toBeTruthy();
  });

  it('resolves reference links and images through their definitions (first one wins)', async () => {
    const container = renderMarkdown(
      '[docs][Ref] and ![pic][img]\n\n[ref]: https://docs.example "Docs"\n[REF]: https://second.example\n[img]: https://img.example/p.png',
    );
    const link = screen.getByRole('link', { name: 'docs' });
    expect(link.getAttribute('href')).toBe('https://docs.example/');
    expect(link.getAttribute('title')).toBe('Docs');
    expect(await screen.findByText('https://img.example/p.png')).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).not.toContain('second.example');
  });

  it('shows a link it will not follow as plain text', () => {
    const container = renderMarkdown(
      '[kept text](javascript:alert(1)) and [ref][x]\n\n[x]: data:text/html,x',
    );
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toContain('kept text and ref');
  });

  it('shows footnote syntax as the text it is (footnotes are not parsed)', () => {
    expect(renderMarkdown('claim[^1]').textContent).toBe('claim[^1]');
    // With a "definition", CommonMark reads it as a reference link to a relative address: not followable.
    const container = renderMarkdown('claim[^1]\n\n[^1]: source');
    expect(container.querySelector('sup, section, a')).toBeNull();
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

  it('never offers to load an image from a non-http address', async () => {
    const container = renderMarkdown(
      '![x](javascript:alert(1)) ![y](data:image/svg+xml,<svg onload=alert(1)>)',
    );
    expect(await screen.findAllByText('This image address is not allowed.')).not.toHaveLength(0);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Load image' })).toBeNull();
  });

  it('renders a code block with a Copy button and highlights it once the highlighter loads', async () => {
    const container = renderMarkdown('```js\nconst answer = 42;\n```');
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
    expect(container.querySelector('pre')?.textContent).toBe('const answer = 42;');
    await waitFor(() => expect(container.querySelector('.hljs-keyword')?.textContent).toBe('const'), {
      // highlight.js is fetched on first use: on a loaded machine that takes more than a second.
      timeout: 10_000,
    });
    expect(container.querySelector('pre')?.textContent).toBe('const answer = 42;');
  });

  it('shows a code block of an unknown language as plain text', () => {
    const container = renderMarkdown('```brainfuck\n+++<script>\n```');
    expect(container.querySelector('pre')?.textContent).toBe('+++<script>');
    expect(container.querySelector('script')).toBeNull();
  });

  it('whatever the input, renders only its own elements, no handlers, only safe links', () => {
    const ALLOWED = new Set(
      'div p h3 h4 h5 h6 em strong del code pre br hr blockquote ul ol li input a span table thead tbody tr th td button'.split(
        ' ',
      ),
    );
    const piece = fc.constantFrom(
      '<script>x()</script>',
      '<img src=x onerror=y()>',
      '<a href="javascript:x()">h</a>',
      '[l](javascript:x())',
      '[l](https://ok.example)',
      '![i](data:image/svg+xml,<svg onload=x()>)',
      '<div onclick=x()>',
      '**',
      '`',
      '```\n',
      '- [ ] ',
      '| a |\n|---|\n',
      '> ',
      '\n\n',
      '&#106;avascript:',
      'www.example.com',
      ' text ',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const { container, unmount } = render(<MarkdownRenderer text={pieces.join('')} />);
        try {
          for (const element of container.querySelectorAll('*')) {
            expect(ALLOWED.has(element.tagName.toLowerCase())).toBe(true);
            for (const attribute of element.attributes) expect(attribute.name.startsWith('on')).toBe(false);
          }
          for (const link of container.querySelectorAll('a'))
            expect(link.getAttribute('href')).toMatch(/^(https?:|mailto:)/);
        } finally {
          unmount();
        }
      }),
      { numRuns: 100 },
    );
  }, 30_000);

  it('shows plain escaped text until the renderer chunk arrives, then the rendered markdown', async () => {
    const { container } = render(<Markdown text={'# Late\n\n<b>x</b>'} />);
    expect(container.querySelector('b')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Late' })).toBeTruthy();
    expect(container.querySelector('b')).toBeNull();
  });
});
