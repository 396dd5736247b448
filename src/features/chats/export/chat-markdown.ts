// A chat as a Markdown file: its messages with author and time, then its artifacts (the latest
// revision of each, or every revision). Everything here came from the service, so the file is
// made inert for whatever opens it: raw HTML in messages is escaped (outside code blocks), links
// keep only http(s) and mailto destinations, and artifact contents sit in code fences longer than
// any backtick run inside them, so no content can close its fence. Loaded only when exporting.
import type { ArtifactRevision } from '@/lib/api/resources/artifact';
import type { Message } from '@/lib/api/resources/message';

export type RevisionChoice = 'latest' | 'all';

export interface ChatExport {
  chatId: string;
  title: string;
  messages: readonly Message[];
  revisions: readonly ArtifactRevision[];
  choice: RevisionChoice;
  exportedAt: Date;
}

const AUTHORS = { user: 'You', agent: 'Agent', system: 'System' } as const;

/** One line of plain text: no line breaks, no Markdown that would make it a heading or a link. */
function inline(text: string): string {
  return text
    .replace(/[\r\n]+/g, ' ')
    .replace(/[\\`*_[\]<>#|]/g, (char) => `\\${char}`)
    .trim();
}

function formatTime(value: string | undefined): string {
  if (!value) return 'time unknown';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return inline(value);
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

const SAFE_LINK = /^(https?:|mailto:|#)/i;

/** Escapes raw HTML and defuses links with other schemes (javascript:, data:…), outside fences. */
export function inertMarkdown(text: string): string {
  let fence: string | undefined;
  return text
    .split('\n')
    .map((line) => {
      const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
      if (fence) {
        if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
        return line;
      }
      if (marker) {
        fence = marker;
        return line;
      }
      return line
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/\]\(\s*([^)\s]*)/g, (whole, target: string) => (SAFE_LINK.test(target) ? whole : '](#'))
        .replace(/^(\s*\[[^\]]+\]:\s*)(\S+)/, (whole, label: string, target: string) =>
          SAFE_LINK.test(target) ? whole : `${label}#`,
        );
    })
    .join('\n');
}

/** A code fence that no backtick run in `content` can close. */
function fenced(content: string, language: string): string {
  const longest = Math.max(0, ...[...content.matchAll(/`+/g)].map((match) => match[0].length));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  const info = /^[\w+-]{1,20}$/.test(language) ? language : '';
  return `${fence}${info}\n${content}\n${fence}`;
}

function languageOf(revision: ArtifactRevision): string {
  if (revision.kind === 'markdown') return 'markdown';
  if (revision.kind === 'json') return 'json';
  if (revision.kind === 'html') return 'html';
  return revision.filename?.split('.').pop() ?? '';
}

function artifactSections(revisions: readonly ArtifactRevision[], choice: RevisionChoice): string[] {
  const byArtifact = new Map<string, ArtifactRevision[]>();
  for (const revision of revisions) {
    const list = byArtifact.get(revision.artifactId) ?? [];
    list.push(revision);
    byArtifact.set(revision.artifactId, list);
  }
  const sections: string[] = [];
  for (const list of byArtifact.values()) {
    const ordered = list.slice().sort((a, b) => (a.version ?? 0) - (b.version ?? 0));
    const shown = choice === 'all' ? ordered : ordered.slice(-1);
    for (const revision of shown) {
      const version = revision.version ?? ordered.indexOf(revision) + 1;
      const body =
        revision.kind === 'image' || revision.encoding === 'base64'
          ? `_${inline(revision.contentType ?? 'binary')} content, not included._`
          : revision.content === undefined
            ? '_No content._'
            : fenced(revision.content, languageOf(revision));
      sections.push(
        `### ${inline(revision.title)} (version ${version} of ${ordered.length})\n\n` +
          `${formatTime(revision.createdAt)}\n\n${body}`,
      );
    }
  }
  return sections;
}

export function buildChatMarkdown({
  chatId,
  title,
  messages,
  revisions,
  choice,
  exportedAt,
}: ChatExport): string {
  const parts = [
    `# ${inline(title) || 'Chat'}`,
    `Chat ${inline(chatId)}, exported ${formatTime(exportedAt.toISOString())}.`,
    '## Messages',
  ];
  if (messages.length === 0) parts.push('_No messages._');
  for (const message of messages) {
    const text = message.text ?? JSON.stringify(message.raw, null, 2);
    const body = message.text === undefined ? fenced(text, 'json') : inertMarkdown(text);
    parts.push(`**${AUTHORS[message.author]}** · ${formatTime(message.createdAt)}\n\n${body}`, '---');
  }
  const sections = artifactSections(revisions, choice);
  parts.push(choice === 'all' ? '## Artifacts (every revision)' : '## Artifacts (latest revisions)');
  parts.push(...(sections.length ? sections : ['_No artifacts._']));
  return `${parts.join('\n\n')}\n`;
}

/** `release-notes-draft-2026-11-23.md`: letters, digits and dashes only. */
export function exportFileName(title: string, exportedAt: Date): string {
  const slug = title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug || 'chat'}-${exportedAt.toISOString().slice(0, 10)}.md`;
}
