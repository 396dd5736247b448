// Search (issue 37): the index's build and a query's time at 5,001 and at 100,000 jobs (with 10,000
// chat messages), each beside a baseline in the same run, and the longest task the page spends
// feeding the index. Runs the very code of the app (SearchEngine is what the worker runs,
// CacheFeed what the page runs) in this process, on one core:
//   npm run bench:search        → reports/bench/search.json and a table on stdout
// Baselines: a query against a plain scan of the same documents' text (what a search without an
// index does) and against MiniSearch's own search, which scores every match (what the engine did
// before its own postings, decision 041), and the feed's longest task against the same documents made and copied in one task.
import { performance } from 'node:perf_hooks';
import { QueryClient } from '@tanstack/react-query';
import { jobQueries } from '../../src/domain/jobs/job-queries.ts';
import { sessionQueries } from '../../src/lib/api/queries/sessions.ts';
import type { Job } from '../../src/lib/api/resources/job.ts';
import type { Message } from '../../src/lib/api/resources/message.ts';
import { CacheFeed, SLICE } from '../../src/features/search/api/cache-feed.ts';
import { jobDoc, messageDoc } from '../../src/features/search/model/search-documents.ts';
import { SearchEngine } from '../../src/features/search/model/search-engine.ts';
import type { SearchDoc } from '../../src/features/search/model/search-types.ts';
import MiniSearch from 'minisearch';
import { writeReport } from '../out.ts';
import { percentile, ratio, round } from '../stats.ts';

const WORDS =
  'deploy rollback ledger invoice vault gateway billing report quarterly migrate schema index cache token refresh audit release staging production customer export import backup restore monitor alert latency budget review draft summary contract renewal pipeline'.split(
    ' ',
  );
// Real text has a long tail of rarer words besides the common ones: 3,000 made-up words join them.
const SYLLABLES = 'ka lo mi re su ta ve no pa di gu fe ri so'.split(' ');
for (let i = 0; WORDS.length < 3_000; i += 1)
  WORDS.push(
    `${SYLLABLES[i % 14] ?? ''}${SYLLABLES[Math.floor(i / 14) % 14] ?? ''}${SYLLABLES[Math.floor(i / 196) % 14] ?? ''}n`,
  );
/** The i-th word of a text: common words often, the long tail now and then. */
const word = (i: number) => WORDS[i % 3 === 0 ? i % 35 : (i * 7919) % WORDS.length] ?? 'job';
const STATES = ['backlog', 'in_progress', 'ambiguous', 'done', 'failed'];
const QUERIES = ['ledgr', 'deploymnet', 'quart', 'gateway refused', 'restore backup', 'renwal', 'audit 4217'];

function makeJobs(count: number): Job[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `job-${i}`,
    state: STATES[i % STATES.length] ?? 'done',
    title: `${word(i)} ${word(i * 7 + 3)} ${i}`,
    description: `Please ${word(i * 3)} the ${word(i * 5 + 1)} for ${word(i * 11 + 2)} before ${word(i * 13)}.`,
    lastActivity: `Working on ${word(i * 17 + 4)} step ${i % 9}`,
    failureReason: i % 5 === 4 ? `The ${word(i)} gateway refused the ${word(i + 9)}` : undefined,
    agentId: undefined,
    projectId: undefined,
    primarySessionId: undefined,
    lastActiveAt: undefined,
    planning: undefined,
    createdAt: undefined,
    updatedAt: undefined,
  }));
}

function makeMessages(count: number): Message[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `m-${i}`,
    author: i % 2 ? 'agent' : 'user',
    text: `About the ${word(i)} and the ${word(i * 3 + 1)}: ${word(i * 7)} ${word(i * 11)} is ${word(i * 13 + 5)} now.`,
    createdAt: undefined,
    raw: {},
  }));
}

function scan(docs: readonly SearchDoc[], query: string): number {
  const words = query.toLowerCase().split(/\s+/);
  let found = 0;
  for (const doc of docs) {
    const text = `${doc.title} ${doc.text} ${doc.meta}`.toLowerCase();
    if (words.every((w) => text.includes(w))) found += 1;
  }
  return found;
}

function timeEach(run: (query: string) => void): number[] {
  const times: number[] = [];
  for (let round = 0; round < 5; round += 1)
    for (const query of QUERIES) {
      const start = performance.now();
      run(query);
      times.push(performance.now() - start);
    }
  return times;
}

/** The longest stretch the event loop was held while `work` ran (a probe ticks every turn). */
async function longestTask(work: () => Promise<void> | void): Promise<number> {
  let longest = 0;
  let last = performance.now();
  let on = true;
  const tick = () => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
    if (on) setImmediate(tick);
  };
  setImmediate(tick);
  await new Promise((resolve) => setTimeout(resolve, 5));
  await work();
  await new Promise((resolve) => setTimeout(resolve, 5));
  on = false;
  return longest;
}

async function measure(jobCount: number, messageCount: number) {
  const jobs = makeJobs(jobCount);
  const messages = makeMessages(messageCount);
  const docs = [...jobs.map(jobDoc), ...messages.flatMap((m) => messageDoc(`chat-${m.id.length}`, m) ?? [])];

  const engine = new SearchEngine();
  const buildStart = performance.now();
  for (let i = 0; i < docs.length; i += SLICE) engine.upsert(docs.slice(i, i + SLICE));
  const buildMs = performance.now() - buildStart;

  const indexed = percentile(
    timeEach((q) => engine.search(q, 20)),
    95,
  );
  // MiniSearch's search with the settings the engine had: it builds and sorts a result per match.
  const mini = new MiniSearch<SearchDoc>({
    idField: 'key',
    fields: ['title', 'text', 'meta'],
    searchOptions: {
      boost: { title: 3, meta: 1.5 },
      prefix: true,
      fuzzy: (term) => (term.length >= 8 ? 2 : term.length >= 4 ? 1 : false),
      combineWith: 'AND',
    },
  });
  mini.addAll(docs);
  const scoredAll = percentile(
    timeEach((q) => mini.search(q).slice(0, 20)),
    95,
  );
  const scanned = percentile(
    timeEach((q) => scan(docs, q)),
    95,
  );

  // The page's side: the cache holds the list; the feed makes and copies (postMessage's structured
  // clone) documents in slices. Baseline: all of it in one task.
  const client = new QueryClient();
  client.setQueryData(jobQueries.list().queryKey, jobs);
  client.setQueryData(sessionQueries.messages('chat').queryKey, messages);
  const feed = new CacheFeed(client, (slice) => void structuredClone(slice));
  const feedLongest = await longestTask(async () => {
    feed.start();
    await feed.flushNow();
  });
  feed.stop();
  const oneTaskLongest = await longestTask(() => void structuredClone(jobs.map(jobDoc)));
  return {
    jobs: jobCount,
    messages: messageCount,
    buildMs: round(buildMs),
    queryP95Ms: round(indexed, 2),
    scanP95Ms: round(scanned, 2),
    miniSearchP95Ms: round(scoredAll, 2),
    queryVsScan: round(ratio(indexed, scanned), 3),
    queryVsMiniSearch: round(ratio(indexed, scoredAll), 3),
    feedLongestTaskMs: round(feedLongest),
    oneTaskLongestMs: round(oneTaskLongest),
  };
}

const small = await measure(5_001, 10_000);
const large = await measure(100_000, 10_000);
const results = {
  date: new Date().toISOString(),
  small,
  large,
  buildGrowth: round(ratio(large.buildMs, small.buildMs), 2),
  queryGrowth: round(ratio(large.queryP95Ms, small.queryP95Ms), 2),
};
writeReport('reports/bench/search.json', `${JSON.stringify(results, null, 2)}\n`);
console.table([small, large]);
console.log(
  `build 100,000 ÷ 5,001 jobs: ${results.buildGrowth}× (documents ${round(ratio(110_000, 15_001), 2)}×); query p95: ${results.queryGrowth}×`,
);
