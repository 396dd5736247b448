// The search index's own thread: building and querying it never blocks the page. Queries that
// arrive while one runs are answered latest-first: an older one nobody waits for is skipped.
// With "Remember on this device", the chats and artifacts it holds are kept (kept-docs.ts).
import { SearchEngine } from '../model/search-engine';
import type { FromWorker, SearchDoc, ToWorker } from '../model/search-types';
import { forgetKeptDocs, readKeptDocs, writeKeptDocs } from './kept-docs';

/** A change is kept this long after it, so a chat read message by message is written once. */
const KEEP_AFTER_MS = 3_000;

const engine = new SearchEngine();
let pending: Extract<ToWorker, { type: 'query' }> | undefined;
let countsDue = false;
let keeping: string | undefined;
let keepTimer: ReturnType<typeof setTimeout> | undefined;

function post(message: FromWorker) {
  self.postMessage(message);
}

function flush() {
  const query = pending;
  pending = undefined;
  if (query) post({ type: 'answer', seq: query.seq, answer: engine.search(query.text, query.limits) });
  if (countsDue) {
    countsDue = false;
    post({ type: 'counts', counts: engine.counts() });
  }
}

let markdownAsked = false;

/**
 * The Markdown reader (parser and entity table, most of this worker's size) is fetched with the
 * first Markdown text: an index of jobs alone never loads it. Until it is in, a snippet shows
 * the text's source.
 */
function readMarkdownSoon() {
  if (markdownAsked) return;
  markdownAsked = true;
  import('../model/markdown-snippet').then(
    ({ markdownSnippet }) => {
      engine.readMarkdownWith(markdownSnippet);
      // The counts are news of a change: the page asks its search again, for the snippets.
      countsDue = true;
      flush();
    },
    () => {
      markdownAsked = false;
    },
  );
}

/** Into the index, from the page or from what was kept; a Markdown text brings its reader. */
function upsert(docs: readonly SearchDoc[]): number {
  if (docs.some((doc) => doc.markdown)) readMarkdownSoon();
  return engine.upsert(docs);
}

function keepSoon() {
  if (keeping === undefined || keepTimer !== undefined) return;
  keepTimer = setTimeout(() => {
    keepTimer = undefined;
    if (keeping !== undefined) void writeKeptDocs(keeping, engine.kept()).catch(() => undefined);
  }, KEEP_AFTER_MS);
}

async function startKeeping(account: string | undefined) {
  clearTimeout(keepTimer);
  keepTimer = undefined;
  keeping = account;
  if (account === undefined) return;
  const kept = await readKeptDocs(account).catch(() => []);
  // The account may have changed while the kept documents were read.
  if (keeping !== account || !kept.length) return;
  if (upsert(kept) > 0) countsDue = true;
  flush();
}

self.addEventListener('message', (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  try {
    switch (message.type) {
      case 'upsert':
        if (upsert(message.docs) > 0) {
          countsDue = true;
          if (message.docs.some((doc) => doc.kind !== 'job')) keepSoon();
        }
        break;
      case 'clear':
        engine.clear();
        countsDue = true;
        break;
      case 'keep':
        void startKeeping(message.account);
        break;
      case 'forget':
        void forgetKeptDocs(message.account).catch(() => undefined);
        break;
      case 'query':
        pending = message;
        break;
    }
    // After the messages already queued: a burst of upserts ends before its query is answered.
    setTimeout(flush, 0);
  } catch (error) {
    post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
});

// Ready: an empty index says so, rather than leaving the page to wait for a change.
post({ type: 'counts', counts: engine.counts() });
