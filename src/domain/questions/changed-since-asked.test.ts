import { describe, expect, it } from 'vitest';
import type { ArtifactRevision } from '@/lib/api/resources/artifact';
import type { Message } from '@/lib/api/resources/message';
import { changesSinceAsked, changesText } from './changed-since-asked';

const message = (id: string, author: 'agent' | 'user', createdAt: string) =>
  ({ id, author, text: id, createdAt }) as unknown as Message;
const revision = (version: number, createdAt: string | undefined) =>
  ({ revisionId: `r${version}`, artifactId: 'a', version, createdAt }) as unknown as ArtifactRevision;

describe('changesSinceAsked', () => {
  const messages = [
    message('q', 'agent', '2026-11-28T10:00:00Z'),
    message('u1', 'user', '2026-11-28T10:01:00Z'),
  ];

  it('counts messages after the question and revisions made after it', () => {
    const artifacts = [
      revision(1, '2026-11-28T09:00:00Z'),
      revision(2, '2026-11-28T10:02:00Z'),
      revision(1, undefined),
    ];
    const changes = changesSinceAsked(
      [...messages, message('u2', 'user', '2026-11-28T10:03:00Z')],
      artifacts,
      'q',
    );
    expect(changes && changesText(changes)).toBe('1 new artifact revision, 2 messages');
  });

  it('says nothing when nothing came after the question, or the question is not found', () => {
    expect(
      changesSinceAsked(messages.slice(0, 1), [revision(1, '2026-11-28T09:00:00Z')], 'q'),
    ).toBeUndefined();
    expect(changesSinceAsked(messages, [], 'missing')).toBeUndefined();
  });
});
