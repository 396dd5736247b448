// The job list at scale, in the envelope dialect (20 a page, `?cursor=`): the same measures at a
// small account and at a large one, in one run, so each large figure is read as a ratio of the
// small one. Per size: making the jobs (`/__control/jobs/bulk`), page 1 read alone, every page read
// in turn (the cost per page), page 1 right after a change, and a job's change → its frame on the
// stream (p95), while the server's RSS is sampled.
import { openEventStream } from '../tools/sse-client.ts';
import type { ServerChild } from './child.ts';
import { percentile } from './stats.ts';

export interface JobListFigures {
  jobs: number;
  bulk_ms: number;
  page1_ms_p50: number;
  pages_read: number;
  every_page_ms: number;
  per_page_ms: number;
  page1_after_change_ms_p50: number;
  event_ms_p50: number;
  event_ms_p95: number;
  rss_mib: number;
}

const percentileMs = (values: number[], p: number): number => Number(percentile(values, p).toFixed(2));

async function post(url: string, path: string, body: unknown): Promise<unknown> {
  const reply = await fetch(`${url}/__control/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!reply.ok) throw new Error(`${path}: ${reply.status} ${await reply.text()}`);
  return reply.json();
}

interface EnvelopePage {
  data: { id: string }[];
  next_cursor: string | null;
}

async function readPage(child: ServerChild, cursor?: string): Promise<EnvelopePage> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  const reply = await fetch(`${child.url}/v1/jobs${query}`, {
    headers: { Authorization: `Bearer ${child.key}` },
  });
  return (await reply.json()) as EnvelopePage;
}

async function timed<T>(work: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const result = await work();
  return [performance.now() - started, result];
}

export async function measureJobList(child: ServerChild, jobs: number): Promise<JobListFigures> {
  await post(child.url, 'reset', {});
  await child.ask('reset');
  const [bulkMs, bulk] = await timed(() => post(child.url, 'jobs/bulk', { count: jobs }));
  const ids = (bulk as { ids: string[] }).ids;
  const page1: number[] = [];
  for (let i = 0; i < 20; i++) page1.push((await timed(() => readPage(child)))[0]);
  let pages = 0;
  const [everyPageMs] = await timed(async () => {
    let cursor: string | undefined;
    do {
      const page = await readPage(child, cursor);
      pages += 1;
      cursor = page.next_cursor ?? undefined;
    } while (cursor);
  });
  const stream = await openEventStream(`${child.url}/v1/events`, child.key);
  const afterChange: number[] = [];
  const events: number[] = [];
  try {
    for (let i = 0; i < 40; i++) {
      const id = ids[(i * 7919) % ids.length] ?? '';
      const framed = new Promise<number>((resolve) =>
        stream.onFrame((frame) => {
          if (frame.data.includes(id)) resolve(frame.receivedAt);
        }),
      );
      const sentAt = performance.now();
      await post(child.url, `jobs/${id}/state`, { state: i % 2 ? 'failed' : 'done' });
      events.push((await framed) - sentAt);
      afterChange.push((await timed(() => readPage(child)))[0]);
    }
  } finally {
    stream.close();
  }
  return {
    jobs,
    bulk_ms: Math.round(bulkMs),
    page1_ms_p50: percentileMs(page1, 50),
    pages_read: pages,
    every_page_ms: Math.round(everyPageMs),
    per_page_ms: Number((everyPageMs / pages).toFixed(2)),
    page1_after_change_ms_p50: percentileMs(afterChange, 50),
    event_ms_p50: percentileMs(events, 50),
    event_ms_p95: percentileMs(events, 95),
    rss_mib: Math.round((await child.ask('peak')) / 2 ** 20),
  };
}
