// `npm run bench:simulator`: event fan-out and a 1 GiB streamed upload against a simulator in a
// child process. Prints a table and writes bench/results.json. Not part of the test suite.
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { startServerChild } from './child.ts';
import { runFanout } from './fanout.ts';
import { runUpload } from './upload.ts';

const child = await startServerChild();
try {
  console.log(`simulator child at ${child.url}; fan-out: 100 streams × 1,000 events/s for 5 s …`);
  const fanout = await runFanout(child.url, child.key, 100, 1000, 5);
  console.log('upload: 1 GiB from a generator …');
  const upload = await runUpload(child);
  const results = {
    date: new Date().toISOString(),
    machine: `${cpus().length} cores, ${process.platform}/${process.arch}, node ${process.version}`,
    fanout,
    upload,
  };
  writeFileSync(new URL('./results.json', import.meta.url), `${JSON.stringify(results, null, 2)}\n`);
  console.table({
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
