// Fan-out: N streams on one account, events injected through /__control/events in batches at a
// fixed rate. Each frame carries its send time, so latency is measured from the moment the
// injecting request leaves the client to the moment a stream parser sees the frame.
import { openEventStream, type SseStream } from '../tools/sse-client.ts';
import { percentile } from './stats.ts';

export interface FanoutResult {
  streams: number;
  events_per_second_target: number;
  duration_s: number;
  events_sent: number;
  frames_expected: number;
  frames_delivered: number;
  delivered_frames_per_second: number;
  latency_ms: { p50: number; p95: number; p99: number; max: number };
}

const wallNow = (): number => performance.timeOrigin + performance.now();

export async function runFanout(
  url: string,
  key: string,
  streams = 100,
  rate = 1000,
  seconds = 5,
): Promise<FanoutResult> {
  const opened: SseStream[] = await Promise.all(
    Array.from({ length: streams }, () => openEventStream(`${url}/v1/events`, key)),
  );
  const latencies: number[] = [];
  let delivered = 0;
  for (const s of opened)
    s.onFrame((frame) => {
      const sentAt = Number(/"sent_at":([\d.]+)/.exec(frame.data)?.[1]);
      latencies.push(performance.timeOrigin + frame.receivedAt - sentAt);
      delivered++;
    });
  const batchEveryMs = 10;
  const perBatch = Math.round((rate * batchEveryMs) / 1000);
  const batches = Math.round((seconds * 1000) / batchEveryMs);
  const started = performance.now();
  const inflight: Promise<unknown>[] = [];
  let seq = 0;
  for (let b = 0; b < batches; b++) {
    const due = started + b * batchEveryMs;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const sent_at = wallNow();
    const frames = Array.from({ length: perBatch }, () => ({ type: 'bench.tick', seq: seq++, sent_at }));
    inflight.push(
      fetch(`${url}/__control/events`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ frames }),
      }).then((r) => r.arrayBuffer()),
    );
  }
  await Promise.all(inflight);
  const expected = seq * streams;
  const deadline = performance.now() + 10_000;
  while (delivered < expected && performance.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  const elapsed = (performance.now() - started) / 1000;
  for (const s of opened) s.close();
  latencies.sort((a, b) => a - b);
  return {
    streams,
    events_per_second_target: rate,
    duration_s: Number(elapsed.toFixed(2)),
    events_sent: seq,
    frames_expected: expected,
    frames_delivered: delivered,
    delivered_frames_per_second: Math.round(delivered / elapsed),
    latency_ms: {
      p50: Number(percentile(latencies, 50).toFixed(1)),
      p95: Number(percentile(latencies, 95).toFixed(1)),
      p99: Number(percentile(latencies, 99).toFixed(1)),
      max: Number((latencies.at(-1) ?? 0).toFixed(1)),
    },
  };
}
