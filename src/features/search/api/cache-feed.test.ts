import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { jobQueries } from '@/domain/jobs/job-queries';
import { sessionQueries } from '@/lib/api/queries/sessions';
import { buildJobInState } from '@/testing/builders';
import type { SearchDoc } from '../model/search-types';
import { CacheFeed, SLICE, sourceOf } from './cache-feed';

const job = (id: string, title: string) => buildJobInState(id, 'done', { title });

let feed: CacheFeed | undefined;
afterEach(() => feed?.stop());

function feedOf(client: QueryClient) {
  const sent: SearchDoc[][] = [];
  feed = new CacheFeed(client, (docs) => sent.push(docs));
  return { feed, sent };
}

describe('CacheFeed', () => {
  it('knows the cache entries that hold searchable things, and no others', () => {
    expect(sourceOf(jobQueries.list().queryKey)).toEqual({ kind: 'jobs' });
    expect(sourceOf(jobQueries.detail('j1').queryKey)).toEqual({ kind: 'job', jobId: 'j1' });
    expect(sourceOf(sessionQueries.messages('c1').queryKey)).toEqual({ kind: 'messages', chatId: 'c1' });
    expect(sourceOf(sessionQueries.artifacts('c1').queryKey)).toEqual({ kind: 'artifacts', chatId: 'c1' });
    expect(sourceOf(['sessions', 'c1'])).toBeUndefined();
    expect(sourceOf(['jobs'])).toBeUndefined();
  });

  it('sends what the cache holds in slices, then only the jobs that changed', async () => {
    const client = new QueryClient();
    const jobs = Array.from({ length: SLICE * 2 + 5 }, (_, i) => job(`j${i}`, `Job ${i}`));
    client.setQueryData(jobQueries.list().queryKey, jobs);
    const { feed, sent } = feedOf(client);
    feed.start();
    await feed.flushNow();
    expect(sent.map((slice) => slice.length)).toEqual([SLICE, SLICE, 5]);

    sent.length = 0;
    const moved = [...jobs];
    moved[3] = job('j3', 'Renamed');
    client.setQueryData(jobQueries.list().queryKey, moved);
    await feed.flushNow();
    expect(sent.flat().map((doc) => doc.key)).toEqual(['job:j3']);
  });

  it('sends each message read once, and everything again after a reset (a wiped index)', async () => {
    const client = new QueryClient();
    const message = {
      id: 'm1',
      author: 'agent' as const,
      text: 'Hello otter',
      createdAt: undefined,
      raw: {},
    };
    client.setQueryData(sessionQueries.messages('c1').queryKey, [message]);
    const { feed, sent } = feedOf(client);
    feed.start();
    await feed.flushNow();
    client.setQueryData(sessionQueries.messages('c1').queryKey, [message]);
    await feed.flushNow();
    expect(sent.flat().map((doc) => doc.key)).toEqual(['message:c1:m1']);

    feed.reset();
    client.setQueryData(sessionQueries.messages('c1').queryKey, [message]);
    await feed.flushNow();
    expect(sent.flat().map((doc) => doc.key)).toEqual(['message:c1:m1', 'message:c1:m1']);
  });
});
