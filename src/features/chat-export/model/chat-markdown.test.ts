import { describe, expect, it } from 'vitest';
import { buildArtifactRevision } from '@/testing/builders';
import { buildChatMarkdown, exportFileName } from './chat-markdown';

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
    expect(markdown).toContain('**You** · 2026-11-23 18:00 UTC\n\n~~~markdown\nDraft the notes\n~~~');
    expect(markdown).toContain('**Agent** · 2026-11-23 18:01 UTC\n\n~~~markdown\nHere they are\n~~~');
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

  it('fences bodies so that nothing inside can close them, and escapes the lines around them', () => {
    const markdown = buildChatMarkdown({
      chatId: 'c1',
      title: '# Evil\n<script>',
      messages: [message('agent', 'a ~~~~ b\r\n~~~~\r</script>')],
      revisions: [buildArtifactRevision({ id: 'r', artifact_id: 'B', content: '```\n~~~\n</script>' })],
      choice: 'latest',
      exportedAt: at,
    });
    expect(markdown.startsWith('# \\# Evil \\<script\\>\n')).toBe(true);
    expect(markdown).toContain('~~~~~markdown\na ~~~~ b\n~~~~\n</script>\n~~~~~');
    expect(markdown).toContain('~~~~markdown\n```\n~~~\n</script>\n~~~~');
  });

  it('exports a message with very many backtick and tilde runs', () => {
    const text = '` ~ '.repeat(300_000);
    const markdown = buildChatMarkdown({
      chatId: 'c1',
      title: 'Long',
      messages: [message('agent', text)],
      revisions: [buildArtifactRevision({ id: 'r', artifact_id: 'B', content: text })],
      choice: 'latest',
      exportedAt: at,
    });
    expect(markdown).toContain(`~~~markdown\n${text}\n~~~`);
  });

  it('names the file with letters, digits and dashes only', () => {
    expect(exportFileName('Release notes: Q3/launch <draft>', at)).toBe(
      'release-notes-q3-launch-draft-2026-11-23.md',
    );
    expect(exportFileName('../../etc/passwd', at)).toBe('etc-passwd-2026-11-23.md');
    expect(exportFileName('日本語', at)).toBe('chat-2026-11-23.md');
  });
});
