// `npm run bench:simulator`: event fan-out, a 1 GiB streamed upload, and the job list at 1,000 and
// 100,000 jobs, against a simulator in a child process. Prints a table and writes
// bench/results.json. Not part of the test suite. `-- --only jobs` runs the job list part alone.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { startServerChild } from './child.ts';
import { runFanout } from './fanout.ts';
import { measureJobList } from './job-list.ts';
import { runUpload } from './upload.ts';

const { values } = parseArgs({ options: { only: { type: 'string' } } });
const jobsOnly = values.only === 'jobs';

async function jobLists() {
  // Its own child, in a paginated dialect, so its RSS is the job lists' alone.
  const child = await startServerChild('envelope');
  try {
    console.log('job list: 1,000 then 100,000 jobs (envelope, 20 a page) …');
    await measureJobList(child, 1_000); // warm-up: the first run pays for the JIT
    const small = await measureJobList(child, 1_000);
    const large = await measureJobList(child, 100_000);
    const ratio = (pick: (f: typeof small) => number) => Number((pick(large) / pick(small)).toFixed(2));
    return {
      small,
      large,
      ratios: {
        page1: ratio((f) => f.page1_ms_p50),
        per_page: ratio((f) => f.per_page_ms),
        page1_after_change: ratio((f) => f.page1_after_change_ms_p50),
        event_p95: ratio((f) => f.event_ms_p95),
      },
    };
  } finally {
    await child.stop();
  }
}

const results: Record<string, unknown> = {
  date: new Date().toISOString(),
  machine: `${cpus().length} cores, ${process.platform}/${process.arch}, node ${process.version}`,
};
const table: Record<string, string | number> = {};
if (!jobsOnly) {
  const child = await startServerChild();
  try {
    console.log(`simulator child at ${child.url}; fan-out: 100 streams × 1,000 events/s for 5 s …`);
    const fanout = await runFanout(child.url, child.key, 100, 1000, 5);
    console.log('upload: 1 GiB from a generator …');
    const upload = await runUpload(child);
    Object.assign(results, { fanout, upload });
    Object.assign(table, {
      'fan-out streams': fanout.streams,
      'events sent (target 1,000/s)': fanout.events_sent,
      'frames delivered / expected': `${fanout.frames_delivered} / ${fanout.frames_expected}`,
      'delivered frames/s': fanout.delivered_frames_per_second,
      'latency p50 / p95 / p99 ms': `${fanout.latency_ms.p50} / ${fanout.latency_ms.p95} / ${fanout.latency_ms.p99}`,
      'upload status, size_bytes': `${upload.status}, ${upload.size_bytes_reported}`,
      'upload MiB/s': upload.mib_per_second,
      'server RSS before / peak MiB': `${upload.rss_before_mib} / ${upload.rss_peak_mib}`,
    });
  } finally {
    await child.stop();
  }
}
const jobs = await jobLists();
results['job_list'] = jobs;
const both = (pick: (f: typeof jobs.small) => number) => `${pick(jobs.small)} / ${pick(jobs.large)}`;
Object.assign(table, {
  'jobs: bulk ms (1,000 / 100,000)': both((f) => f.bulk_ms),
  'jobs: page 1 ms p50': `${both((f) => f.page1_ms_p50)} (×${jobs.ratios.page1})`,
  'jobs: every page, ms per page': `${both((f) => f.per_page_ms)} (×${jobs.ratios.per_page})`,
  'jobs: pages read, total ms': `${both((f) => f.pages_read)}, ${both((f) => f.every_page_ms)}`,
  'jobs: page 1 after a change ms p50': `${both((f) => f.page1_after_change_ms_p50)} (×${jobs.ratios.page1_after_change})`,
  'jobs: change → frame ms p95': `${both((f) => f.event_ms_p95)} (×${jobs.ratios.event_p95})`,
  'jobs: server RSS peak MiB': both((f) => f.rss_mib),
});
// A partial run writes under reports/ (ignored), never over the tracked full results.
const file = jobsOnly ? 'reports/bench/simulator-jobs.json' : new URL('./results.json', import.meta.url);
if (jobsOnly) mkdirSync('reports/bench', { recursive: true });
writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
console.table(table);
