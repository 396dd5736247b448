// How what the app has read becomes search documents: a job by its title, description, last
// activity, failure reason and state; a chat by its title and each message read; an artifact by
// each revision's title and text, read as its viewer reads it (domain/artifacts): images, PDFs and
// bytes hold no words to find.
import { paths } from '@/config/paths';
import { isTextKind, textOf, viewerKindOf } from '@/domain/artifacts/artifact-kind';
import { stateLabel } from '@/domain/jobs/job-states';
import type { ArtifactRevision } from '@/lib/api/resources/artifact';
import type { Job } from '@/lib/api/resources/job';
import { isMarkdownMessage, type Message } from '@/lib/api/resources/message';
import type { SearchDoc } from './search-types';

/** A body past this is cut: a 5 MB reply is found by its first 100,000 characters. */
const MAX_INDEXED_CHARS = 100_000;

const clip = (text: string) => (text.length > MAX_INDEXED_CHARS ? text.slice(0, MAX_INDEXED_CHARS) : text);

const collapse = (line: string) => line.replace(/\s+/g, ' ').trim();

/**
 * The description without the line the title was made of (a service titles a job by its
 * message's first line, cut with "…" when long), so a result's snippet never repeats its title:
 * the title is indexed, and shown, on its own. What a cut title left out stays.
 */
export function withoutTitle(description: string, title: string): string {
  const stem = collapse(title).replace(/…$/, '').trimEnd();
  const lines = description.split('\n');
  const first = lines.findIndex((line) => line.trim() !== '');
  if (stem === '' || first < 0) return description;
  const line = collapse(lines[first] ?? '');
  const cut = title.trimEnd().endsWith('…');
  const same = line.toLowerCase() === stem.toLowerCase();
  if (!same && !(cut && line.toLowerCase().startsWith(stem.toLowerCase()))) return description;
  const rest = same ? [] : [`…${line.slice(stem.length)}`];
  return [...rest, ...lines.slice(first + 1)].join('\n').trim();
}

export function jobDoc(job: Job): SearchDoc {
  const description = withoutTitle(job.description ?? '', job.title ?? '');
  const text = [description, job.lastActivity, job.failureReason].filter(Boolean).join('\n');
  const label = stateLabel(job.state);
  return {
    key: `job:${job.id}`,
    kind: 'job',
    target: job.id,
    link: paths.job(job.id),
    title: job.title ?? '',
    text: clip(text),
    meta: label.toLowerCase() === job.state.toLowerCase() ? label : `${label} ${job.state}`,
    badge: label,
  };
}

/** A chat's name; one `byJob` (its job's title) names its hits but is not searched: the job is. */
export function chatTitleDoc(chatId: string, title: string, byJob = false): SearchDoc {
  return {
    key: `chat:${chatId}`,
    kind: 'chat',
    target: chatId,
    link: paths.chat(chatId),
    title: byJob ? '' : title,
    ...(byJob ? { name: title } : {}),
    text: '',
    meta: '',
    badge: '',
    chatId,
  };
}

export function messageDoc(chatId: string, message: Message): SearchDoc | undefined {
  if (!message.text?.trim()) return undefined;
  return {
    key: `message:${chatId}:${message.id}`,
    kind: 'chat',
    target: chatId,
    link: paths.chat(chatId),
    title: '',
    text: clip(message.text),
    meta: '',
    badge: '',
    chatId,
    ...(isMarkdownMessage(message) ? { markdown: true } : {}),
  };
}

/**
 * One revision of an artifact; a binary one is found by its title alone. The link opens the chat
 * at the artifact (the chat numbers revisions by its own order, which is the artifacts panel's).
 */
export function artifactDoc(chatId: string, revision: ArtifactRevision): SearchDoc {
  const kind = viewerKindOf(revision);
  // Only what is indexed is decoded: a base64 body of megabytes is not decoded whole on the page.
  const text = isTextKind(kind) ? textOf(revision, MAX_INDEXED_CHARS) : undefined;
  return {
    key: `artifact:${chatId}:${revision.artifactId}:${revision.revisionId}`,
    kind: 'artifact',
    target: `${chatId}:${revision.artifactId}`,
    link: paths.chatArtifact(chatId, revision.artifactId),
    title: revision.title,
    text: text ? clip(text) : '',
    meta: '',
    badge: '',
    chatId,
    ...(kind === 'markdown' ? { markdown: true } : {}),
  };
}
