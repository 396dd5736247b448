// The export is inert for any text the service sends: read back by the same CommonMark + GFM
// parser the app uses, it holds no raw HTML and no link, image or definition to anything but
// http(s), mailto: or a fragment, and every message body comes back whole, as code.
import fc from 'fast-check';
import type { Nodes } from 'mdast';
import { beforeAll, describe, expect, it } from 'vitest';
import { GFM_EXTRAS } from '@/components/markdown/gfm-extras';
import { addGfmExtras, parseMarkdown } from '@/components/markdown/parse-markdown';
import { buildArtifactRevision } from '@/testing/builders';
import { buildChatMarkdown } from './chat-markdown';

// Read back with every GitHub-flavoured part the app parses (bare links among them).
beforeAll(() => addGfmExtras(GFM_EXTRAS));

/** The attacks seen in a real export, each of which came out as raw HTML or a live definition. */
const SEEN_ATTACKS = [
  '    ```\n<img src=x onerror=alert(1)>',
  '```a`\n<img src=x onerror=alert(2)>\n```',
  '```\r```\n<img src=x onerror=alert(3)>',
  '[x]:\njavascript:alert(4)\n\n[x]',
  '<a href="javascript:alert(5)">click</a>',
];

const PIECES = [
  ...SEEN_ATTACKS,
  '\n',
  '\r',
  '\r\n',
  '    ',
  '\t',
  '```',
  '~~~',
  '~',
  '`',
  '<',
  '>',
  '[',
  ']',
  '(',
  ')',
  ':',
  '!',
  '&amp;',
  '&#60;',
  '\\',
  '#',
  '-',
  '*',
  '|',
  '---',
  '<script>',
  '</pre>',
  '<!--',
  'javascript:',
  'www.x.com',
  'http://x',
  'a@b.co',
  'x',
];

const hostileText = fc
  .array(fc.oneof(fc.constantFrom(...PIECES), fc.string({ unit: 'binary', maxLength: 8 })), { maxLength: 30 })
  .map((parts) => parts.join(''));

const SAFE_URL = /^(https?:|mailto:|#)/i;

/** Every node that would be live in a reader: raw HTML, or a link anywhere but http(s), mailto, #. */
function liveNodes(node: Nodes): string[] {
  const found: string[] = [];
  const visit = (each: Nodes) => {
    if (each.type === 'html') found.push(`html: ${each.value}`);
    if (
      (each.type === 'link' || each.type === 'image' || each.type === 'definition') &&
      !SAFE_URL.test(each.url)
    )
      found.push(`${each.type}: ${each.url}`);
    if ('children' in each) for (const child of each.children) visit(child);
  };
  visit(node);
  return found;
}

/** What CommonMark makes of a body inside a code block: one line ending, NUL replaced. */
const asCode = (text: string) => text.replace(/\r\n?/g, '\n').replaceAll('\0', '\uFFFD');

describe('the chat export for any text', () => {
  it('holds no HTML and no unsafe link, and keeps every message body whole as code', () => {
    fc.assert(
      fc.property(
        hostileText,
        fc.array(hostileText, { minLength: 1, maxLength: 4 }),
        fc.array(
          fc.record({ title: hostileText, content: hostileText, filename: hostileText, kind: hostileText }),
          {
            maxLength: 3,
          },
        ),
        hostileText,
        (title, texts, revisions, createdAt) => {
          const markdown = buildChatMarkdown({
            chatId: title,
            title,
            messages: texts.map((text, index) => ({
              id: String(index),
              author: index % 2 ? 'agent' : 'user',
              text,
              createdAt,
              raw: {},
            })),
            revisions: revisions.map((revision, index) =>
              buildArtifactRevision({
                ...revision,
                id: `r${index}`,
                artifact_id: `a${index}`,
                created_at: createdAt,
              }),
            ),
            choice: 'all',
            exportedAt: new Date('2026-11-23T18:30:00Z'),
          });
          const tree = parseMarkdown(markdown);
          expect(liveNodes(tree)).toEqual([]);
          const code = tree.children.flatMap((node) => (node.type === 'code' ? [node.value] : []));
          for (const text of texts) expect(code).toContain(asCode(text));
        },
      ),
      { numRuns: 150 },
    );
  }, 60_000);

  it.each(SEEN_ATTACKS)('leaves %j inert', (attack) => {
    const markdown = buildChatMarkdown({
      chatId: attack,
      title: attack,
      messages: [{ id: 'm', author: 'agent', text: attack, createdAt: attack, raw: {} }],
      revisions: [buildArtifactRevision({ title: attack, content: attack, filename: attack })],
      choice: 'latest',
      exportedAt: new Date('2026-11-23T18:30:00Z'),
    });
    expect(liveNodes(parseMarkdown(markdown))).toEqual([]);
  });
});
