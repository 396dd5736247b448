// The faults the proxy knows, as the JSON its control path accepts. Stream faults (cut, stall,
// drip) act on the event streams open right now; request faults (status, reset, drip-next) wait,
// armed, for the next `count` requests that match.
import { z } from 'zod';

const matchSchema = z.object({
  /** Path prefix a request must start with (default `/v1/`). */
  path: z.string().startsWith('/').optional(),
  excludePath: z.string().startsWith('/').optional(),
  method: z.string().optional(),
});

const faultSchema = z.discriminatedUnion('kind', [
  /** Cut open streams in the middle of their next frame (or after `graceMs` of silence). */
  z.object({
    kind: z.literal('cut'),
    streams: z.number().int().positive().optional(),
    graceMs: z.number().int().nonnegative().optional(),
  }),
  /** Hold open streams' bytes for `ms`, then let them through in one go. */
  z.object({
    kind: z.literal('stall'),
    ms: z.number().int().positive().max(120_000),
    streams: z.number().int().positive().optional(),
  }),
  /** Deliver open streams `bytes` at a time every `everyMs` for `ms`. */
  z.object({
    kind: z.literal('drip'),
    ms: z.number().int().positive().max(120_000),
    bytes: z.number().int().positive().optional(),
    everyMs: z.number().int().positive().optional(),
    streams: z.number().int().positive().optional(),
  }),
  /** Answer the next `count` matching requests with `status` (a burst of 502s by default). */
  z.object({
    kind: z.literal('status'),
    status: z.number().int().min(400).max(599).default(502),
    count: z.number().int().positive(),
    match: matchSchema.optional(),
  }),
  /** Reset the connection of the next `count` matching requests: before forwarding, or after the service answered. */
  z.object({
    kind: z.literal('reset'),
    count: z.number().int().positive(),
    phase: z.enum(['request', 'response']).optional(),
    match: matchSchema.optional(),
  }),
  /** Drip the whole response of the next `count` matching requests. */
  z.object({
    kind: z.literal('drip-next'),
    count: z.number().int().positive(),
    ms: z.number().int().positive().max(120_000),
    bytes: z.number().int().positive().optional(),
    everyMs: z.number().int().positive().optional(),
    match: matchSchema.optional(),
  }),
]);

export type Fault = z.input<typeof faultSchema>;
export type ParsedFault = z.output<typeof faultSchema>;
export type FaultMatch = z.output<typeof matchSchema>;

export function parseFault(value: unknown): ParsedFault {
  const parsed = faultSchema.safeParse(value);
  if (!parsed.success) throw new Error(`Not a fault: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
