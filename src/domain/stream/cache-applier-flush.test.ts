// @vitest-environment jsdom
// The flush policy: a lone frame is on the cache before the next frame, a burst is coalesced
// into a handful of writes, and a hidden tab (no animation frames) still applies what comes in.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { useSettingsStore } from '@/lib/storage/connection-settings';
import { jobQueries } from '@/domain/jobs/job-queries';
import type { Job } from '@/lib/api/resources/job';
import { buildJob } from '@/testing/builders';
import { partial } from '@/testing/job-cache';
import { createCacheApplier, MAX_EFFECTS_NOW, type FlushTiming } from './cache-applier';
import { FRAME_MS } from '@/lib/events/flush-timing';

const job = (id: string, state: string) => buildJob({ id, state, title: `Job ${id}` });

/** A hand-driven clock and frame: frames run only when the test says so. */
function fakeTiming(hidden = false) {
  let now = 1_000;
  const frames: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  const timing: FlushTiming = {
    now: () => now,
    isHidden: () => hidden,
    nextFrame: (run) => {
      frames.push(run);
      return () => frames.splice(frames.indexOf(run), 1);
    },
    nextTask: (run) => {
      tasks.push(run);
      return () => tasks.splice(tasks.indexOf(run), 1);
    },
  };
  return {
    timing,
    advance: (ms: number) => (now += ms),
    runFrame: () => frames.splice(0).forEach((run) => run()),
    runTasks: () => tasks.splice(0).forEach((run) => run()),
    pending: () => frames.length + tasks.length,
  };
}

function setup(hidden = false) {
  const clock = fakeTiming(hidden);
  const queryClient = new QueryClient();
  const applier = createCacheApplier(queryClient, { timing: clock.timing });
  const key = jobQueries.list().queryKey;
  queryClient.setQueryData(
    key,
    Array.from({ length: 50 }, (_, i) => job(String(i), 'backlog')),
  );
  let writes = 0;
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success') writes += 1;
  });
  const jobOf = (id: string) => queryClient.getQueryData<Job[]>(key)?.find((item) => item.id === id);
  const stateOf = (id: string) => jobOf(id)?.state;
  const titleOf = (id: string) => jobOf(id)?.title;
  return { clock, applier, stateOf, titleOf, writes: () => writes };
}

const microtasks = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe('cache applier flush policy', () => {
  it('applies a lone frame as soon as the thread is free, with no frame or timer to wait for', async () => {
    const { applier, stateOf, clock, writes } = setup();
    applier.enqueue([{ kind: 'write-job', job: job('1', 'done') }]);
    expect(stateOf('1')).toBe('backlog'); // not inside the frame handler itself
    await microtasks();
    expect(stateOf('1')).toBe('done');
    expect(clock.pending()).toBe(0);
    expect(writes()).toBe(1);
  });

  it('coalesces a burst that keeps arriving into about one write per frame', async () => {
    const { applier, stateOf, clock, writes } = setup();
    // 500 frames over about 50 ms, in chunks of 10 that arrive 1 ms apart.
    for (let chunk = 0; chunk < 50; chunk += 1) {
      for (let i = 0; i < 10; i += 1)
        applier.enqueue([{ kind: 'write-job', job: job(String((chunk * 10 + i) % 50), `s${chunk}`) }]);
      await microtasks();
      clock.advance(1);
      if (chunk % FRAME_MS === FRAME_MS - 1) clock.runFrame();
    }
    clock.runFrame();
    await microtasks();
    expect(stateOf('49')).toBe('s49');
    // 50 ms of frames: at most two writes a frame (four frames run), never one per chunk (50).
    expect(writes()).toBeLessThanOrEqual(10);
    expect(writes()).toBeGreaterThanOrEqual(3);
  });

  it('applies a chunk of many frames at the next frame, not in the task that parsed them', async () => {
    const { applier, stateOf, clock } = setup();
    for (let i = 0; i <= MAX_EFFECTS_NOW; i += 1)
      applier.enqueue([{ kind: 'write-job', job: job(String(i), 'done') }]);
    await microtasks();
    expect(stateOf('0')).toBe('backlog');
    clock.runFrame();
    expect(stateOf('0')).toBe('done');
    expect(stateOf(String(MAX_EFFECTS_NOW))).toBe('done');
  });

  it('a lone frame after a quiet spell is immediate again', async () => {
    const { applier, stateOf, clock } = setup();
    applier.enqueue([{ kind: 'write-job', job: job('1', 'running') }]);
    await microtasks();
    clock.advance(2);
    // A second frame soon after is still applied at once (streams arrive a little unevenly) ...
    applier.enqueue([{ kind: 'write-job', job: job('4', 'running') }]);
    await microtasks();
    expect(stateOf('4')).toBe('running');
    clock.advance(2);
    // ... a third within one frame's time is a burst: it waits for the frame.
    applier.enqueue([{ kind: 'write-job', job: job('2', 'running') }]);
    await microtasks();
    expect(stateOf('2')).toBe('backlog');
    clock.runFrame();
    expect(stateOf('2')).toBe('running');
    clock.advance(FRAME_MS * 3);
    applier.enqueue([{ kind: 'write-job', job: job('3', 'running') }]);
    await microtasks();
    expect(stateOf('3')).toBe('running');
  });

  it('sends a partial frame’s read when the frame comes, not with the burst’s flush', async () => {
    useSettingsStore.setState({ baseUrl: 'http://svc.test', apiKey: 'k' });
    const requested: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: Request | string | URL) => {
        requested.push(String(input instanceof Request ? input.url : input));
        return new Response(JSON.stringify({ id: '3', state: 'done', title: 'Read' }));
      }),
    );
    try {
      const { applier, clock } = setup();
      // A burst under way: the next flush waits for an animation frame.
      for (const id of ['1', '2']) {
        applier.enqueue([{ kind: 'write-job', job: job(id, 'running') }]);
        await microtasks();
        clock.advance(2);
      }
      // Two partial frames of one job in one chunk: one read, gone before the frame runs.
      applier.enqueue(partial('3', 'running'));
      applier.enqueue(partial('3', 'done'));
      await microtasks();
      expect(clock.pending()).toBe(1); // the burst's flush still waits for its frame
      expect(requested.filter((url) => url.endsWith('/v1/jobs/3'))).toHaveLength(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('writes a lone read as it lands; in a burst of writes it waits for the frame', async () => {
    useSettingsStore.setState({ baseUrl: 'http://svc.test', apiKey: 'k' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: Request | string | URL) => {
        const id = String(input instanceof Request ? input.url : input)
          .split('/')
          .pop();
        return new Response(
          JSON.stringify({ id, state: 'done', title: `Read ${id}`, updated_at: '2030-01-01T00:00:00Z' }),
        );
      }),
    );
    try {
      const { applier, clock, titleOf, stateOf } = setup();
      // A frame's patch, then its read: two writes in a frame's time, neither waits for a frame.
      applier.enqueue(partial('1', 'done'));
      await vi.waitFor(() => expect(titleOf('1')).toBe('Read 1'));
      expect(clock.pending()).toBe(0);
      // A third write within that frame's time is a burst's, whichever side writes it: the next
      // frame's patch, and its read's answer, are both gathered into the next frame.
      applier.enqueue(partial('2', 'done'));
      await vi.waitFor(() => expect(clock.pending()).toBe(2));
      expect(stateOf('2')).toBe('backlog');
      expect(titleOf('2')).toBe('Job 2');
      clock.runFrame();
      expect(stateOf('2')).toBe('done');
      expect(titleOf('2')).toBe('Read 2');
      // A frame's time later, quiet again: the next read is written as it lands.
      clock.advance(FRAME_MS);
      applier.enqueue(partial('3', 'done'));
      await vi.waitFor(() => expect(titleOf('3')).toBe('Read 3'));
      expect(clock.pending()).toBe(0);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('applies frames in a hidden tab, where animation frames never run', async () => {
    const { applier, stateOf, clock } = setup(true);
    applier.enqueue([{ kind: 'write-job', job: job('1', 'running') }]);
    await microtasks();
    clock.advance(1);
    applier.enqueue([{ kind: 'write-job', job: job('2', 'done') }]);
    await microtasks();
    clock.runTasks(); // the next task; no frame is ever run in this test
    expect(stateOf('1')).toBe('running');
    expect(stateOf('2')).toBe('done');
  });

  it('with the browser timing, a hidden tab still flushes a burst', async () => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    try {
      const queryClient = new QueryClient();
      const key = jobQueries.list().queryKey;
      queryClient.setQueryData(key, [job('a', 'backlog'), job('b', 'backlog')]);
      const applier = createCacheApplier(queryClient);
      applier.enqueue([{ kind: 'write-job', job: job('a', 'done') }]);
      applier.enqueue([{ kind: 'write-job', job: job('b', 'done') }]);
      await microtasks();
      applier.enqueue([{ kind: 'write-job', job: job('b', 'failed') }]);
      await new Promise((resolve) => setTimeout(resolve, 0));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(queryClient.getQueryData<Job[]>(key)?.map((item) => item.state)).toEqual(['done', 'failed']);
      applier.dispose();
    } finally {
      Reflect.deleteProperty(document, 'visibilityState');
    }
  });
});
