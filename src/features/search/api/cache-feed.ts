// What the query cache holds, turned into search documents as it changes: the job list and each
// job read, each chat's messages and artifacts. Only what changed is sent: the cache keeps the
// same object for a job or message that did not change (structural sharing), so a list of
// 100,000 jobs where one moved sends one document. Large lists go in slices, one per task, so the
// page never has a long task for search's sake (measured by bench/measure/search.ts).
import type { QueryClient } from '@tanstack/react-query';
import { jobQueries } from '@/domain/jobs/job-queries';
import { changesBetween } from '@/domain/jobs/list-changes';
import { sessionQueries } from '@/lib/api/queries/sessions';
import type { Job } from '@/lib/api/resources/job';
import { artifactDoc, chatTitleDoc, jobDoc, messageDoc } from '../model/search-documents';
import type { ChatName, SearchDoc } from '../model/search-types';

/** Documents sent per task: a slice is built and copied to the worker in a few milliseconds. */
export const SLICE = 1_000;
/** Cache writes come in bursts (a frame per job): they are read together, at most this often. */
const SETTLE_MS = 120;

type Source =
  | { kind: 'jobs' }
  | { kind: 'job'; jobId: string }
  | { kind: 'messages'; chatId: string }
  | { kind: 'artifacts'; chatId: string };

export function sourceOf(queryKey: readonly unknown[]): Source | undefined {
  const [first, second, third] = queryKey;
  if (first === 'jobs' && second === 'list' && queryKey.length === 2) return { kind: 'jobs' };
  if (first === 'jobs' && second === 'detail' && typeof third === 'string')
    return { kind: 'job', jobId: third };
  if (first === 'sessions' && typeof second === 'string' && queryKey.length === 3) {
    if (third === 'messages') return { kind: 'messages', chatId: second };
    if (third === 'artifacts') return { kind: 'artifacts', chatId: second };
  }
  return undefined;
}

/** What the feed reads of a cached query. */
interface CachedQuery {
  queryKey: readonly unknown[];
  queryHash: string;
  state: { data: unknown };
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export class CacheFeed {
  /** The object each document was last made from: unchanged objects are not sent again. */
  private sentJobs = new Map<string, Job>();
  private lastJobs: WeakRef<readonly Job[]> | undefined;
  private sentObjects = new WeakSet<object>();
  private chatTitles = new Map<string, string>();
  private readonly dirty = new Map<string, Source>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running: Promise<void> = Promise.resolve();
  private generation = 0;
  private unsubscribe: (() => void) | undefined;

  constructor(
    private readonly client: QueryClient,
    private readonly send: (docs: SearchDoc[]) => void,
  ) {}

  start() {
    for (const query of this.client.getQueryCache().getAll()) this.mark(query);
    this.schedule(0);
    this.unsubscribe = this.client.getQueryCache().subscribe((event) => {
      if (event.type === 'added' || (event.type === 'updated' && event.action.type === 'success')) {
        const query: CachedQuery = event.query;
        if (this.mark(query)) this.schedule(SETTLE_MS);
      }
    });
  }

  stop() {
    this.unsubscribe?.();
    clearTimeout(this.timer);
  }

  /** Forgets what was sent (the index was wiped): the next change sends everything again. */
  reset() {
    this.generation += 1;
    this.sentJobs = new Map();
    this.lastJobs = undefined;
    this.sentObjects = new WeakSet();
    this.chatTitles = new Map();
    this.dirty.clear();
  }

  /** The titles of the chats this device knows (the app hands them in: they are the chats feature's). */
  setChatTitles(chats: readonly ChatName[]) {
    const docs: SearchDoc[] = [];
    for (const { id, title, byJob = false } of chats) {
      const shown = `${byJob ? 'job' : 'own'}:${title}`;
      if (this.chatTitles.get(id) === shown) continue;
      this.chatTitles.set(id, shown);
      docs.push(chatTitleDoc(id, title, byJob));
    }
    if (docs.length) this.send(docs);
  }

  /** Reads every source marked since the last read; resolves once all of it is sent. */
  flushNow(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.running = this.running.then(() => this.read());
    return this.running;
  }

  private mark(query: CachedQuery): boolean {
    const source = sourceOf(query.queryKey);
    if (!source || query.state.data === undefined) return false;
    this.dirty.set(query.queryHash, source);
    return true;
  }

  private schedule(delay: number) {
    if (this.timer !== undefined) return;
    this.timer = setTimeout(() => void this.flushNow(), delay);
  }

  private async read() {
    const sources = [...this.dirty.values()];
    this.dirty.clear();
    const generation = this.generation;
    for (const source of sources) {
      if (generation !== this.generation) return;
      if (source.kind === 'jobs') await this.readJobs(generation);
      else await this.sendSliced(this.docsOf(source), generation);
    }
  }

  private docsOf(source: Exclude<Source, { kind: 'jobs' }>): SearchDoc[] {
    if (source.kind === 'job') {
      const job = this.client.getQueryData(jobQueries.detail(source.jobId).queryKey);
      return job && this.sentJobs.get(job.id) !== job ? [this.jobSent(job)] : [];
    }
    const docs: SearchDoc[] = [];
    if (source.kind === 'messages') {
      for (const message of this.client.getQueryData(sessionQueries.messages(source.chatId).queryKey) ?? [])
        if (this.firstTime(message)) {
          const doc = messageDoc(source.chatId, message);
          if (doc) docs.push(doc);
        }
    } else {
      for (const revision of this.client.getQueryData(sessionQueries.artifacts(source.chatId).queryKey) ?? [])
        if (this.firstTime(revision)) docs.push(artifactDoc(source.chatId, revision));
    }
    return docs;
  }

  private async readJobs(generation: number) {
    const list = this.client.getQueryData(jobQueries.list().queryKey) ?? [];
    // A version a write made from the one read last names the jobs it changed (list-changes.ts).
    const last = this.lastJobs?.deref();
    this.lastJobs = new WeakRef(list);
    const changes = last && changesBetween(last, list);
    const jobs = changes ? changes.map((change) => change.job) : list;
    let slice: SearchDoc[] = [];
    for (let i = 0; i < jobs.length; i += 1) {
      const job = jobs[i];
      if (job && this.sentJobs.get(job.id) !== job) slice.push(this.jobSent(job));
      if (slice.length === SLICE || (i + 1) % (SLICE * 20) === 0) {
        if (slice.length) this.send(slice);
        slice = [];
        await nextTask();
        if (generation !== this.generation) return;
      }
    }
    if (slice.length) this.send(slice);
  }

  /** A chat of 10,000 messages read at once goes as the job list does: a slice per task. */
  private async sendSliced(docs: SearchDoc[], generation: number) {
    for (let i = 0; i < docs.length; i += SLICE) {
      if (i > 0) await nextTask();
      if (generation !== this.generation) return;
      this.send(docs.slice(i, i + SLICE));
    }
  }

  private jobSent(job: Job): SearchDoc {
    this.sentJobs.set(job.id, job);
    return jobDoc(job);
  }

  private firstTime(item: object): boolean {
    if (this.sentObjects.has(item)) return false;
    this.sentObjects.add(item);
    return true;
  }
}
