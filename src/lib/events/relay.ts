// What the leader tab tells the others over the BroadcastChannel. Any script of this origin can
// post on that channel (its name shows in navigator.locks.query()), so a follower trusts nothing
// it hears: a message is checked against this schema, and frames travel as the service's own text
// and each follower parses them again with the same readFrame the leader used.
import * as v from '@/lib/valibot';
import { STREAM_STATUSES } from './status-store';

const rawFrame = v.object({ data: v.string(), event: v.optional(v.string()) });

const relaySchema = v.union([
  v.object({ kind: v.literal('frames'), frames: v.array(rawFrame) }),
  v.object({
    kind: v.literal('status'),
    status: v.picklist(STREAM_STATUSES),
    detail: v.optional(v.pipe(v.string(), v.maxLength(1_000))),
  }),
  v.object({ kind: v.literal('open'), isReconnect: v.boolean() }),
  v.object({ kind: v.literal('hello') }),
]);

export type Relay = v.InferOutput<typeof relaySchema>;

/** A relayed message as the follower may act on it, or undefined when it is not one. */
export function readRelay(data: unknown): Relay | undefined {
  const parsed = v.safeParse(relaySchema, data);
  return parsed.success ? parsed.output : undefined;
}
