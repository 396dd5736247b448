// A chat as a Markdown file: its messages with author and time, then its artifacts (the latest
// revision of each, or every revision). Everything here came from the service, so the file is
// inert by construction, not by spotting attacks: every body (message, artifact revision, raw
// JSON) sits in a tilde fence longer than any run of tildes inside it, so nothing in it can close
// the fence and CommonMark reads all of it as code; every line we write around the bodies escapes
// each ASCII punctuation character the service's text holds (titles, times, types), so none of it
// is a heading, a link, a definition or HTML. Loaded only when exporting.
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

/** CommonMark's three line endings (`\r\n`, `\r`, `\n`) as one. */
function normaliseLines(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}

/**
 * One line of plain text: line breaks and runs of spaces become one space, and every ASCII
 * punctuation character (all CommonMark gives a meaning to) is backslash-escaped, so the line
 * reads as the text it is.
 */
function inline(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[!-/:-@[-`{-~]/g, (char) => `\\${char}`);
}

function formatTime(value: string | undefined): string {
  if (!value) return 'time unknown';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return inline(value);
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** The longest run of `char` in `text`, in one pass (a spread of every run overflows the stack). */
function longestRun(text: string, char: string): number {
  let longest = 0;
  let run = 0;
  for (const each of text) {
    run = each === char ? run + 1 : 0;
    if (run > longest) longest = run;
  }
  return longest;
}

/**
 * `content` as a fenced code block that nothing in it can close: a tilde fence closes only on a
 * line of at least as many tildes, and this one is longer than any run of tildes in `content`.
 * The info string is a plain language name or nothing.
 */
function fenced(content: string, language: string): string {
  const body = normaliseLines(content);
  const fence = '~'.repeat(Math.max(3, longestRun(body, '~') + 1));
  const info = /^[A-Za-z0-9+-]{1,20}$/.test(language) ? language : '';
  return `${fence}${info}\n${body}\n${fence}`;
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
    const body =
      message.text === undefined
        ? fenced(JSON.stringify(message.raw, null, 2), 'json')
        : fenced(message.text, 'markdown');
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
