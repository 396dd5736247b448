// Data builders for tests: every object goes through the same schema the app uses, so a test
// never holds a shape the app could not have parsed.
import { artifactRevisionSchema, type ArtifactRevision } from '@/lib/api/resources/artifact';
import { jobSchema, type Job } from '@/lib/api/resources/job';
import { readMessage, type Message } from '@/lib/api/resources/message';
import { questionHashOf, type Anchor } from '@/lib/writes/landing';
import * as v from '@/lib/valibot';

export function buildJob(overrides: Record<string, unknown> & { id: string }): Job {
  return v.parse(jobSchema, {
    state: 'backlog',
    title: `Job ${overrides.id}`,
    updated_at: '2026-01-01T00:00:00Z',
    ...overrides,
  });
}

/** A job in `state` as the service might send it, with no times: for rules that need none. */
export function buildJobInState(id: string, state: string, extra: Record<string, unknown> = {}): Job {
  return buildJob({ id, state, updated_at: undefined, ...extra });
}

export function buildArtifactRevision(overrides: Record<string, unknown> = {}): ArtifactRevision {
  return v.parse(artifactRevisionSchema, {
    id: 'r1',
    artifact_id: 'a1',
    version: 1,
    title: 'Report',
    kind: 'markdown',
    content: '# Report',
    ...overrides,
  });
}

/** A chat message as the service might send it (role and content), read as the app reads one. */
export function buildMessage(id: string, author: Message['author'], text: string): Message {
  const message = readMessage({ id, role: author, content: text }, 0);
  if (!message) throw new Error(`no message from ${id}`);
  return message;
}

/** What an answer is anchored to: the question it answers (its id and text) and its own text. */
export function buildAnswerAnchor(
  questionId: string | undefined,
  question: string | undefined,
  text: string,
): Anchor {
  return { questionId, questionHash: questionHashOf(question), text };
}
