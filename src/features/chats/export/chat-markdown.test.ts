import { describe, expect, it } from 'vitest';
import { buildArtifactRevision } from '@/testing/builders';
import { buildChatMarkdown, exportFileName, inertMarkdown } from './chat-markdown';

const at = new Date('2026-11-23T18:30:00Z');
const message = (author: 'user' | 'agent', text: string, createdAt = '2026-11-23T18:00:00Z') => ({
  id: `${author}-${text.length}`,
  author,
  text,
  createdAt,
  raw: {},
});
const revisions = [
  buildArtifactRevision({ id: 'r1', artifact_id: 'A', version: 1, title: 'Report', content: '# Report v1' }),
  buildArtifactRevision({ id: 'r2', artifact_id: 'A', version: 2, title: 'Report', content: '# Report v2' }),
];

describe('chat export as Markdown', () => {
  it('lists messages with author and time, then the latest revision of each artifact', () => {
    const markdown = buildChatMarkdown({
      chatId: 'c1',
      title: 'Release notes',
      messages: [
        message('user', 'Draft the notes'),
        message('agent', 'Here they are', '2026-11-23T18:01:00Z'),
      ],
      revisions,
      choice: 'latest',
      exportedAt: at,
    });
    expect(markdown).toContain('# Release notes');
    expect(markdown).toContain('**You** · 2026-11-23 18:00 UTC\n\nDraft the notes');
    expect(markdown).toContain('**Agent** · 2026-11-23 18:01 UTC\n\nHere they are');
    expect(markdown).toContain('### Report (version 2 of 2)');
    expect(markdown).toContain('# Report v2');
    expect(markdown).not.toContain('# Report v1');
  });

  it('can include every revision', () => {
    const markdown = buildChatMarkdown({
      chatId: 'c1',
      title: 'Release notes',
      messages: [],
      revisions,
      choice: 'all',
      exportedAt: at,
    });
    expect(markdown.indexOf('(version 1 of 2)')).toBeLessThan(markdown.indexOf('(version 2 of 2)'));
    expect(markdown).toContain('# Report v1');
  });

  it('leaves nothing live: raw HTML escaped, unsafe links defused, fences that content cannot close', () => {
    const hostile = '<img src=x onerror=alert(1)> [click](javascript:alert(1)) [ok](https://example.com)';
    expect(inertMarkdown(hostile)).toBe(
      '&lt;img src=x onerror=alert(1)&gt; [click](#)) [ok](https://example.com)',
    );
    expect(inertMarkdown('[x]: javascript:alert(1)')).toBe('[x]: #');
    expect(inertMarkdown('```html\n<b>code stays</b>\n```')).toBe('```html\n<b>code stays</b>\n```');

    const markdown = buildChatMarkdown({
      chatId: 'c1',
      title: '# Evil\n<script>',
      messages: [],
      revisions: [buildArtifactRevision({ id: 'r', artifact_id: 'B', content: 'a ```` b\n</script>' })],
      choice: 'latest',
      exportedAt: at,
    });
    expect(markdown.startsWith('# \\# Evil \\<script\\>\n')).toBe(true);
    expect(markdown).toContain('`````markdown\na ```` b\n</script>\n`````');
  });

  it('names the file with letters, digits and dashes only', () => {
    expect(exportFileName('Release notes: Q3/launch <draft>', at)).toBe(
      'release-notes-q3-launch-draft-2026-11-23.md',
    );
    expect(exportFileName('../../etc/passwd', at)).toBe('etc-passwd-2026-11-23.md');
    expect(exportFileName('日本語', at)).toBe('chat-2026-11-23.md');
  });
});
