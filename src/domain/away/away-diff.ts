// The changes between what was on screen when the person stopped watching and what the re-read
// brought: a job in a new state (or a new job, when the list was shown), a chat whose agent
// replied, a new artifact revision, and the answers acting rules held meanwhile. Only what was
// shown before is compared, so nothing the person never looked at is reported. Loaded on demand, when there is something to compare.
import type { AwaySnapshot } from './away-snapshot';

export type AwayChange =
  | { kind: 'job'; key: string; jobId: string; title: string | undefined; state: string; isNew: boolean }
  | { kind: 'chat'; key: string; chatId: string; replies: number }
  | {
      kind: 'artifact';
      key: string;
      chatId: string;
      artifactId: string;
      title: string;
      version: number | undefined;
    }
  | { kind: 'rules'; key: string; jobIds: readonly string[] };

export function diffSnapshots(before: AwaySnapshot, after: AwaySnapshot): AwayChange[] {
  const changes: AwayChange[] = [];
  for (const [jobId, now] of after.jobs) {
    const then = before.jobs.get(jobId);
    if (then ? then.state === now.state : !before.jobsListed) continue;
    changes.push({
      kind: 'job',
      key: `job:${jobId}`,
      jobId,
      title: now.title,
      state: now.state,
      isNew: !then,
    });
  }
  for (const [chatId, count] of after.agentMessages) {
    const then = before.agentMessages.get(chatId);
    if (then !== undefined && count > then)
      changes.push({ kind: 'chat', key: `chat:${chatId}`, chatId, replies: count - then });
  }
  for (const [chatId, revisions] of after.artifacts) {
    const then = before.artifacts.get(chatId);
    if (!then) continue;
    const newest = new Map<string, AwayChange & { kind: 'artifact' }>();
    for (const [revisionId, revision] of revisions) {
      if (then.has(revisionId)) continue;
      const shown = newest.get(revision.artifactId);
      if (shown && (shown.version ?? 0) >= (revision.version ?? 0)) continue;
      newest.set(revision.artifactId, {
        kind: 'artifact',
        key: `artifact:${chatId}:${revision.artifactId}`,
        chatId,
        ...revision,
      });
    }
    changes.push(...newest.values());
  }
  if (before.ruleBatches && after.ruleBatches) {
    const jobIds = [...after.ruleBatches]
      .filter(([batch]) => !before.ruleBatches?.has(batch))
      .map(([, jobId]) => jobId);
    if (jobIds.length > 0) changes.push({ kind: 'rules', key: 'rules', jobIds });
  }
  return changes;
}

/** Adds later changes to those already listed; a later change of the same thing replaces it. */
export function mergeChanges(listed: readonly AwayChange[], later: readonly AwayChange[]): AwayChange[] {
  const byKey = new Map(listed.map((change) => [change.key, change]));
  for (const change of later) {
    const earlier = byKey.get(change.key);
    byKey.delete(change.key);
    byKey.set(
      change.key,
      earlier?.kind === 'chat' && change.kind === 'chat'
        ? { ...change, replies: earlier.replies + change.replies }
        : earlier?.kind === 'job' && change.kind === 'job'
          ? { ...change, isNew: earlier.isNew }
          : earlier?.kind === 'rules' && change.kind === 'rules'
            ? { ...change, jobIds: [...earlier.jobIds, ...change.jobIds] }
            : change,
    );
  }
  return [...byKey.values()];
}
