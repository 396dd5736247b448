// The search index's own thread: building and querying it never blocks the page. Queries that
// arrive while one runs are answered latest-first: an older one nobody waits for is skipped.
import { SearchEngine } from '../model/search-engine';
import type { FromWorker, ToWorker } from '../model/search-types';

const engine = new SearchEngine();
let pending: Extract<ToWorker, { type: 'query' }> | undefined;
let countsDue = false;

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

self.addEventListener('message', (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  try {
    switch (message.type) {
      case 'upsert':
        if (engine.upsert(message.docs) > 0) countsDue = true;
        break;
      case 'clear':
        engine.clear();
        countsDue = true;
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
