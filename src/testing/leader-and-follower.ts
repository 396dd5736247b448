import { expect, vi } from 'vitest';
import type { openSharedEventStream } from '@/lib/events/shared-connection';
import { recordConnection } from '@/testing/record-connection';
import { streamingFetch } from './streaming-fetch';

/**
 * A leader and a follower tab on one shared stream, once both are up, and a forger: another script
 * of the origin, which can learn the relay channel's name from the lock's. `write` sends SSE text
 * down the leader's line. `open` is passed in, for tests that import it afresh.
 */
export async function leaderAndFollower(
  open: typeof openSharedEventStream,
  lockNames: ReadonlySet<string>,
  baseUrl = 'http://svc.test',
) {
  const { fetchImpl, writers } = streamingFetch();
  const options = { baseUrl, apiKey: 'k', fetchImpl };
  const [leader, follower] = [recordConnection(), recordConnection()];
  const connections = [open(options, leader.callbacks)];
  await vi.waitFor(() => expect(leader.opens).toEqual([false]));
  connections.push(open(options, follower.callbacks));
  await vi.waitFor(() => expect(follower.statuses).toContain('Live'));
  const lock = [...lockNames].find((name) => name.startsWith('agent-console:event-stream:')) ?? '';
  const forger = new BroadcastChannel(lock.replace('event-stream', 'events'));
  return {
    leader,
    follower,
    forger,
    write: (text: string) => writers[0]?.(text),
    stop: () => {
      for (const connection of connections) connection.stop();
      forger.close();
    },
  };
}
