import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { jobQueries } from '@/domain/jobs/job-queries';
import { useRuleActsStore } from '@/domain/jobs/rule-acts-store';
import { sessionQueries } from '@/lib/api/queries/sessions';
import { buildArtifactRevision, buildJob } from '@/testing/builders';
import { diffSnapshots, mergeChanges } from './away-diff';
import { readSnapshot } from './away-snapshot';

const agent = (id: string) => ({ id, author: 'agent' as const, text: 'hi', createdAt: undefined, raw: {} });
const user = (id: string) => ({ id, author: 'user' as const, text: 'hello', createdAt: undefined, raw: {} });

function cacheWith(jobs: ReturnType<typeof buildJob>[] | undefined) {
  const client = new QueryClient();
  if (jobs) client.setQueryData(jobQueries.list().queryKey, jobs);
  return client;
}

describe('while you were away: the diff', () => {
  it('lists a job whose state changed, and not one that stayed', () => {
    const client = cacheWith([
      buildJob({ id: 'a', state: 'in_progress', title: 'Alpha' }),
      buildJob({ id: 'b', state: 'backlog', title: 'Beta' }),
    ]);
    const before = readSnapshot(client);
    client.setQueryData(jobQueries.list().queryKey, [
      buildJob({ id: 'a', state: 'done', title: 'Alpha' }),
      buildJob({ id: 'b', state: 'backlog', title: 'Beta' }),
    ]);
    expect(diffSnapshots(before, readSnapshot(client))).toEqual([
      { kind: 'job', key: 'job:a', jobId: 'a', title: 'Alpha', state: 'done', isNew: false },
    ]);
  });

  it('lists new jobs only when the list was on screen before', () => {
    const listed = cacheWith([]);
    const before = readSnapshot(listed);
    listed.setQueryData(jobQueries.list().queryKey, [buildJob({ id: 'n', state: 'failed', title: 'New' })]);
    expect(diffSnapshots(before, readSnapshot(listed))).toMatchObject([{ jobId: 'n', isNew: true }]);

    const unlisted = cacheWith(undefined);
    const empty = readSnapshot(unlisted);
    unlisted.setQueryData(jobQueries.list().queryKey, [buildJob({ id: 'n', state: 'failed' })]);
    expect(diffSnapshots(empty, readSnapshot(unlisted))).toEqual([]);
  });

  it('compares a job shown only on its own screen', () => {
    const client = cacheWith(undefined);
    client.setQueryData(jobQueries.detail('d').queryKey, buildJob({ id: 'd', state: 'ambiguous' }));
    const before = readSnapshot(client);
    client.setQueryData(jobQueries.detail('d').queryKey, buildJob({ id: 'd', state: 'done' }));
    expect(diffSnapshots(before, readSnapshot(client))).toMatchObject([{ jobId: 'd', state: 'done' }]);
  });

  it('lists a chat whose agent replied and its new artifact revisions, newest per artifact', () => {
    const client = cacheWith(undefined);
    const messages = sessionQueries.messages('s1').queryKey;
    const artifacts = sessionQueries.artifacts('s1').queryKey;
    client.setQueryData(messages, [user('m1'), agent('m2')]);
    client.setQueryData(artifacts, [
      buildArtifactRevision({ id: 'r1', artifact_id: 'A', version: 1, title: 'Report' }),
    ]);
    const before = readSnapshot(client);
    client.setQueryData(messages, [user('m1'), agent('m2'), user('m3'), agent('m4')]);
    client.setQueryData(artifacts, [
      buildArtifactRevision({ id: 'r1', artifact_id: 'A', version: 1, title: 'Report' }),
      buildArtifactRevision({ id: 'r2', artifact_id: 'A', version: 2, title: 'Report' }),
      buildArtifactRevision({ id: 'r3', artifact_id: 'A', version: 3, title: 'Report' }),
    ]);
    expect(diffSnapshots(before, readSnapshot(client))).toEqual([
      { kind: 'chat', key: 'chat:s1', chatId: 's1', replies: 1 },
      {
        kind: 'artifact',
        key: 'artifact:s1:A',
        chatId: 's1',
        artifactId: 'A',
        title: 'Report',
        version: 3,
      },
    ]);
  });

  it('ignores chats that were not open before', () => {
    const client = cacheWith(undefined);
    const before = readSnapshot(client);
    client.setQueryData(sessionQueries.messages('s2').queryKey, [agent('m1')]);
    client.setQueryData(sessionQueries.artifacts('s2').queryKey, [buildArtifactRevision({ id: 'r9' })]);
    expect(diffSnapshots(before, readSnapshot(client))).toEqual([]);
  });

  it('counts the answers acting rules held meanwhile, and none when only a part of the cache was read', () => {
    const act = (batch: string, jobId: string) => ({ ruleId: 'r', batch, jobId, asked: `q-${batch}`, at: 1 });
    useRuleActsStore.setState({ acts: [act('b1', 'j1')] });
    const client = cacheWith(undefined);
    const before = readSnapshot(client);
    useRuleActsStore.setState({ acts: [act('b1', 'j1'), act('b2', 'j2'), act('b3', 'j3')] });
    expect(diffSnapshots(before, readSnapshot(client))).toEqual([
      { kind: 'rules', key: 'rules', jobIds: ['j2', 'j3'] },
    ]);
    expect(
      diffSnapshots(
        before,
        readSnapshot(client, () => true),
      ),
    ).toEqual([]);
    useRuleActsStore.setState({ acts: [] });
  });

  it('a later absence updates what is listed rather than repeating it', () => {
    const first = [
      { kind: 'job' as const, key: 'job:a', jobId: 'a', title: 'A', state: 'in_progress', isNew: true },
      { kind: 'chat' as const, key: 'chat:s', chatId: 's', replies: 1 },
      { kind: 'rules' as const, key: 'rules', jobIds: ['j1'] },
    ];
    const later = [
      { kind: 'job' as const, key: 'job:a', jobId: 'a', title: 'A', state: 'done', isNew: false },
      { kind: 'chat' as const, key: 'chat:s', chatId: 's', replies: 2 },
      { kind: 'rules' as const, key: 'rules', jobIds: ['j2'] },
    ];
    expect(mergeChanges(first, later)).toEqual([
      { kind: 'job', key: 'job:a', jobId: 'a', title: 'A', state: 'done', isNew: true },
      { kind: 'chat', key: 'chat:s', chatId: 's', replies: 3 },
      { kind: 'rules', key: 'rules', jobIds: ['j1', 'j2'] },
    ]);
  });
});
