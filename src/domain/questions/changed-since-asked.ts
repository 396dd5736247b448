// What happened in a job's chat after the agent asked: messages after its question (another
// person answered, someone wrote) and artifact revisions made after it. The person decides
// whether it matters; answering stays possible.
import type { ArtifactRevision } from '@/lib/api/resources/artifact';
import type { Message } from '@/lib/api/resources/message';
import { parseTime } from '@/lib/time';

export interface ChangesSinceAsked {
  messages: number;
  newArtifacts: number;
  revisions: number;
}

export function changesSinceAsked(
  messages: readonly Message[] | undefined,
  artifacts: readonly ArtifactRevision[] | undefined,
  questionId: string,
): ChangesSinceAsked | undefined {
  const at = messages?.findIndex((message) => message.id === questionId) ?? -1;
  if (!messages || at < 0) return undefined;
  const askedAt = parseTime(messages[at]?.createdAt);
  const later = messages.length - at - 1;
  // A revision without a time cannot be placed: it is not counted.
  const newer =
    askedAt === undefined
      ? []
      : (artifacts ?? []).filter((revision) => (parseTime(revision.createdAt) ?? -Infinity) > askedAt);
  const revisions = newer.filter((revision) => (revision.version ?? 1) > 1).length;
  const changes = { messages: later, newArtifacts: newer.length - revisions, revisions };
  return later + newer.length > 0 ? changes : undefined;
}

const counted = (n: number, one: string, many: string) => (n === 0 ? [] : [`${n} ${n === 1 ? one : many}`]);

/** "1 new artifact revision, 2 messages". */
export function changesText(changes: ChangesSinceAsked): string {
  return [
    ...counted(changes.revisions, 'new artifact revision', 'new artifact revisions'),
    ...counted(changes.newArtifacts, 'new artifact', 'new artifacts'),
    ...counted(changes.messages, 'message', 'messages'),
  ].join(', ');
}
