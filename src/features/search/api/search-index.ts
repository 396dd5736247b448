// The search index of one QueryClient: a Web Worker holding MiniSearch, fed from the cache
// (cache-feed.ts), started the first time a search is shown (the palette or /search), so no other
// screen pays for it. It holds one account's data: Sign out, or a change of key, wipes it. With
// "Remember on this device" the worker keeps the chats and artifacts it holds for that account.
import type { QueryClient } from '@tanstack/react-query';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { currentAccount } from '@/lib/storage/account-storage';
import { useSettingsStore } from '@/lib/storage/connection-settings';
import { onSignOut } from '@/lib/storage/sign-out-hooks';
import { followAccountChanges } from '@/lib/storage/sign-out-inbox';
import type { ChatName, FromWorker, SearchAnswer, SearchCounts, ToWorker } from '../model/search-types';
import { CacheFeed } from './cache-feed';

interface IndexState {
  /** What the index holds; undefined until the worker first says. */
  counts: SearchCounts | undefined;
  /** Bumped whenever the index changes, so a shown answer is asked again. */
  version: number;
  failure: string | undefined;
}

export interface SearchIndex {
  state: StoreApi<IndexState>;
  query: (text: string, limits: SearchCounts) => Promise<SearchAnswer>;
  setChatTitles: (chats: readonly ChatName[]) => void;
}

interface WorkerLike {
  postMessage: (message: ToWorker) => void;
  addEventListener: (
    type: 'message' | 'error',
    listener: (event: MessageEvent<FromWorker> | ErrorEvent) => void,
  ) => void;
}

function startWorker(): WorkerLike {
  return new Worker(new URL('../worker/search-worker.ts', import.meta.url), {
    type: 'module',
    name: 'search-index',
  });
}

function createSearchIndex(client: QueryClient, worker: WorkerLike = startWorker()): SearchIndex {
  const state = createStore<IndexState>()(() => ({ counts: undefined, version: 0, failure: undefined }));
  const waiting = new Map<number, (answer: SearchAnswer) => void>();
  let seq = 0;
  const post = (message: ToWorker) => worker.postMessage(message);
  const feed = new CacheFeed(client, (docs) => post({ type: 'upsert', docs }));

  worker.addEventListener('message', (event) => {
    if (!('data' in event)) return;
    const message = event.data;
    if (message.type === 'counts')
      state.setState((s) => ({ counts: message.counts, version: s.version + 1 }));
    else if (message.type === 'failed') state.setState({ failure: message.message });
    else {
      state.setState({ counts: message.answer.counts });
      // Only the newest query is answered; those before it settle with its answer.
      for (const [at, resolve] of waiting)
        if (at <= message.seq) {
          waiting.delete(at);
          resolve(message.answer);
        }
    }
  });
  worker.addEventListener('error', (event) => {
    state.setState({
      failure: 'message' in event ? event.message || 'the index stopped' : 'the index stopped',
    });
  });

  const remembered = () => (useSettingsStore.getState().remember ? currentAccount() : undefined);
  let keeping = remembered();
  const wipe = () => {
    feed.reset();
    keeping = undefined;
    post({ type: 'keep', account: undefined });
    post({ type: 'clear' });
  };
  onSignOut(wipe);
  followAccountChanges(() => {
    wipe();
    keeping = remembered();
    post({ type: 'keep', account: keeping });
  });
  // Unticking "Remember on this device" takes back what was kept; ticking it starts keeping.
  useSettingsStore.subscribe(() => {
    const next = remembered();
    if (next === keeping) return;
    if (keeping !== undefined && next === undefined && currentAccount() === keeping)
      post({ type: 'forget', account: keeping });
    keeping = next;
    post({ type: 'keep', account: next });
  });
  post({ type: 'keep', account: keeping });
  feed.start();

  return {
    state,
    query: (text, limits) => {
      seq += 1;
      const at = seq;
      return new Promise((resolve) => {
        waiting.set(at, resolve);
        post({ type: 'query', seq: at, text, limits });
      });
    },
    setChatTitles: (chats) => feed.setChatTitles(chats),
  };
}

const indexes = new WeakMap<QueryClient, SearchIndex>();

/** The client's index, started on first use. */
export function searchIndexOf(client: QueryClient): SearchIndex {
  const held = indexes.get(client);
  if (held) return held;
  const index = createSearchIndex(client);
  indexes.set(client, index);
  return index;
}
