// @vitest-environment jsdom
// Hostile frames: arbitrary JSON, huge strings, deep nesting, prototype
// keys, wrong types and far-future dates go through the frame parser, the event table and the chat
// listener. Nothing throws; each input is handled in time proportional to its size (bounded by a
// generous multiple of JSON.parse on the same text, measured beside it). A follower tab gets every
// frame as the leader read it, through a real BroadcastChannel, and what another script of the
// origin posts on that channel is checked and parsed like a frame from the service.
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { chatSightingOf } from '@/features/chat-list/api/event-sightings';
import { effectsOf } from '@/domain/stream/effects';
import { installFakeLocks } from '@/testing/fake-locks';
import { readFrame, type StreamEvent } from '@/lib/events/frames';
import { readRelay } from '@/lib/events/relay';
import { openSharedEventStream } from '@/lib/events/shared-connection';
import { STREAM_STATUSES } from '@/lib/events/status-store';
import { leaderAndFollower } from '@/testing/leader-and-follower';
import { fastestInTurns } from '@/testing/linear-time';

/** A JSON text built by hand, so keys such as `__proto__` and duplicates really are in it. */
type Node =
  | { kind: 'raw'; text: string }
  | { kind: 'array'; items: Node[] }
  | { kind: 'object'; entries: [string, Node][] };

function text(node: Node): string {
  if (node.kind === 'raw') return node.text;
  if (node.kind === 'array') return `[${node.items.map(text).join(',')}]`;
  return `{${node.entries.map(([key, value]) => `${JSON.stringify(key)}:${text(value)}`).join(',')}}`;
}

const raw = (value: unknown): Node => ({ kind: 'raw', text: JSON.stringify(value) });

const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];
const FRAME_KEYS = [
  'type',
  'id',
  'job_id',
  'session_id',
  'artifact_id',
  'state',
  'new_state',
  'to',
  'title',
  'updated_at',
  'primary_session_id',
  'running',
  'job',
  'session',
  'artifact',
  'data',
  'object',
  'resource',
  'content',
  'body',
];
const TYPES = ['job.state_changed', 'session.settled', 'artifact.created', ...PROTOTYPE_KEYS, ''];

const key = fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS, ...FRAME_KEYS), fc.string({ maxLength: 12 }));
const leaf: fc.Arbitrary<Node> = fc.oneof(
  fc.oneof(fc.string(), fc.integer(), fc.double(), fc.boolean(), fc.constant(null)).map(raw),
  fc
    .constantFrom(
      '9999-12-31T23:59:59Z',
      '+275760-09-13T00:00:00.000Z',
      '2026-11-21T10:00:00Z',
      'NaN',
      'job.state_changed',
      '',
    )
    .map(raw),
  // Huge strings.
  fc
    .tuple(fc.string({ minLength: 1, maxLength: 8 }), fc.integer({ min: 1_000, max: 50_000 }))
    .map(([piece, times]) => raw(piece.repeat(times))),
  // Deep nesting, as raw text (JSON.stringify itself would overflow building it).
  fc.tuple(fc.constantFrom('[', '{"a":'), fc.integer({ min: 100, max: 10_000 })).map(([open, depth]) => ({
    kind: 'raw' as const,
    text: open.repeat(depth) + '1' + (open === '[' ? ']' : '}').repeat(depth),
  })),
);
const { node } = fc.letrec<{ node: Node }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.array(tie('node'), { maxLength: 4 }).map((items): Node => ({ kind: 'array', items })),
    fc
      .array(fc.tuple(key, tie('node')), { maxLength: 5 })
      .map((entries): Node => ({ kind: 'object', entries })),
  ),
}));
/** A frame: a type (known, prototype-named, odd or of the wrong type) and hostile fields. */
const frame: fc.Arbitrary<Node> = fc
  .tuple(fc.oneof(fc.constantFrom(...TYPES).map(raw), node), fc.array(fc.tuple(key, node), { maxLength: 6 }))
  .map(([type, entries]): Node => ({ kind: 'object', entries: [['type', type], ...entries] }));

function handle(data: string, event?: string): StreamEvent | undefined {
  const typed = readFrame({ data, event });
  if (typed) {
    const effects = effectsOf(typed);
    expect(Array.isArray(effects)).toBe(true);
    chatSightingOf(typed);
    // The relay to other tabs clones it: it must survive that unchanged.
    expect(structuredClone(typed)).toEqual(typed);
  }
  return typed;
}

const parseOrNot = (data: string) => {
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return undefined; // timed all the same
  }
};

/**
 * Generous: a small floor, plus a multiple of what JSON.parse alone takes on the same text. A
 * text over it once is timed again, the fastest of a few runs of each taken in turns, since a busy
 * machine only ever adds time (src/testing/linear-time.ts).
 */
function withinBudget(data: string, event?: string) {
  const budget = (parseMs: number) => 100 + 40 * parseMs;
  const [parseMs = 0, handleMs = 0] = fastestInTurns([() => parseOrNot(data), () => handle(data, event)], 1);
  if (handleMs < budget(parseMs)) return;
  const [fastestParse = 0, fastestHandle = 0] = fastestInTurns(
    [() => parseOrNot(data), () => handle(data, event)],
    5,
  );
  expect(fastestHandle).toBeLessThan(budget(fastestParse));
}

describe('hostile frames', () => {
  it('never throw, never stall, and stay relayable, whatever the JSON', () => {
    fc.assert(
      fc.property(frame, fc.option(fc.constantFrom(...TYPES, 'message')), (value, event) => {
        withinBudget(text(value), event ?? undefined);
      }),
      { numRuns: 100 },
    );
  }, 60_000);

  it('survive any JSON value and any text at all', () => {
    fc.assert(
      fc.property(fc.oneof(fc.json(), fc.string()), fc.option(fc.string()), (data, event) => {
        handle(data, event ?? undefined);
      }),
      { numRuns: 300 },
    );
  }, 60_000);

  it.each([
    [
      'a 5 MB title',
      `{"type":"job.state_changed","job":{"id":"j","state":"done","updated_at":"x","title":"${'x'.repeat(5_000_000)}"}}`,
    ],
    [
      '100,000 levels of nesting in a job',
      `{"type":"job.state_changed","job":{"id":"j","state":"s","title":"t","updated_at":"u","extra":${'['.repeat(100_000)}${']'.repeat(100_000)}}}`,
    ],
    [
      'deep JSON content in an artifact',
      `{"type":"artifact.created","session_id":"s","artifact":{"content":${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}}}`,
    ],
    [
      '100,000 keys',
      `{"type":"session.settled","session":{"id":"s",${Array.from({ length: 100_000 }, (_, i) => `"k${i}":${i}`).join(',')}}}`,
    ],
    [
      'a prototype-polluting session',
      '{"type":"session.settled","session":{"__proto__":{"id":"evil","running":true}},"constructor":{"prototype":{"x":1}}}',
    ],
    [
      'a job whose nested id disagrees',
      '{"type":"job.state_changed","job_id":"j1","job":{"id":"j2","state":"done","title":"t","updated_at":"9999-12-31T00:00:00Z"}}',
    ],
  ])(
    'handle %s',
    (_, data) => {
      withinBudget(data);
      expect(({} as Record<string, unknown>).x).toBeUndefined();
      expect(({} as Record<string, unknown>).running).toBeUndefined();
    },
    20_000,
  );

  it('keeps what a hostile frame may say, and nothing it may not', () => {
    expect(
      handle('{"type":"session.settled","session":{"__proto__":{"id":"evil"}},"session_id":"s1"}'),
    ).toEqual({ type: 'session.settled', sessionId: 's1', session: expect.objectContaining({ id: 's1' }) });
    const job = handle(
      `{"type":"job.state_changed","job":{"id":"j","state":"s","title":"t","updated_at":"u","extra":${'['.repeat(1000)}${']'.repeat(1000)}}}`,
    );
    expect(job).toMatchObject({ type: 'job.state_changed', jobId: 'j', job: { id: 'j', title: 't' } });
  });

  // About 4 s alone; beside the journeys, at a lower priority on two cores, 45–66 s: the limit is
  // for a hang, not a timing.
  it('reach a follower tab as the leader read them, and a forged relay is no more than a frame', async () => {
    const names = installFakeLocks();
    const { leader, follower, forger, write, stop } = await leaderAndFollower(
      openSharedEventStream,
      names,
      'https://svc.test',
    );
    const sentinel = async (channel: (text: string) => void, name: string) => {
      channel(name);
      await vi.waitFor(() => expect(follower.events.at(-1)).toEqual({ type: 'other', name }), 30_000);
    };

    // Hostile frames from the service, through the leader's line and the relay.
    for (const value of fc.sample(frame, 50)) write(`data: ${text(value)}\n\n`);
    await sentinel((name) => write(`data: {"type":"${name}"}\n\n`), 'sentinel');
    expect(follower.events).toEqual(leader.events);

    // Hostile messages from another script of the origin, straight onto the relay channel.
    const before = follower.events.length;
    const expected: StreamEvent[] = [];
    const forged = fc.oneof(
      fc.anything(),
      fc.record(
        { kind: fc.constantFrom('frames', 'events', 'status', 'open', 'hello') },
        { requiredKeys: [] },
      ),
      fc
        .array(
          fc.oneof(
            frame.map((value) => ({ data: text(value) })),
            fc.anything(),
          ),
        )
        .map((frames) => ({
          kind: 'frames',
          frames,
        })),
    );
    for (const message of fc.sample(forged, 200)) {
      forger.postMessage(message);
      const relay = readRelay(message);
      if (relay?.kind === 'frames') expected.push(...relay.frames.flatMap((f) => readFrame(f) ?? []));
    }
    await sentinel(
      (name) => forger.postMessage({ kind: 'frames', frames: [{ data: `{"type":"${name}"}` }] }),
      'forged',
    );
    expect(follower.events.slice(before, -1)).toEqual(expected);
    const known = new Set<string>(STREAM_STATUSES);
    expect(follower.statuses.filter((status) => !known.has(status))).toEqual([]);
    stop();
    Reflect.deleteProperty(navigator, 'locks');
  }, 180_000);
});
