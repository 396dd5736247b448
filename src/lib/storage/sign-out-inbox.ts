// What a first visit pays for hearing a sign out in another tab: the channel and the storage
// signal, listened to from the start. The wiper that acts on them (sign-out.ts) is fetched once
// the browser is idle; whatever was heard before it came is handed to it, in order.

import { whenIdle } from '@/lib/next-task';
import { currentAccount } from './account-storage';

const ACCOUNT_CHANNEL = 'agent-console:account';
export const SIGN_OUT_SIGNAL = 'agent-console:sign-out';

let channel: BroadcastChannel | undefined;

/** Tells the other tabs (this tab's own listener does not hear its channel's messages). */
export function postToOtherTabs(message: unknown) {
  channel?.postMessage(message);
}

/**
 * Listens for sign-out messages now; `handler` may come later (a dynamic import), and receives
 * every message heard before it, then each as it comes. Returns attach and stop.
 */
export function listenForSignOut(): {
  attach: (handler: (data: unknown) => void) => void;
  stop: () => void;
} {
  const early: unknown[] = [];
  let handle: ((data: unknown) => void) | undefined;
  const receive = (data: unknown) => (handle ? handle(data) : early.push(data));
  const mine = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(ACCOUNT_CHANNEL);
  if (mine) mine.onmessage = ({ data }: MessageEvent<unknown>) => receive(data);
  channel = mine ?? channel;
  const onStorage = (event: StorageEvent) => {
    if (event.key !== SIGN_OUT_SIGNAL || !event.newValue) return;
    try {
      receive(JSON.parse(event.newValue));
    } catch {
      // not ours
    }
  };
  window.addEventListener('storage', onStorage);
  return {
    attach: (handler) => {
      handle = handler;
      for (const data of early.splice(0)) handler(data);
    },
    stop: () => {
      handle = undefined;
      early.length = 0;
      mine?.close();
      if (channel === mine) channel = undefined;
      window.removeEventListener('storage', onStorage);
    },
  };
}

/**
 * Follows the account from now, with the wiper fetched when the browser is idle: a sign out
 * heard, or a change of key made, before it came is acted on as it arrives.
 */
export function followAccountSoon(onAccountChange: () => void): () => void {
  const since = currentAccount();
  const inbox = listenForSignOut();
  let stopped = false;
  let stop = inbox.stop;
  const cancel = whenIdle(() => {
    void import('./sign-out').then(({ followAccount }) => {
      if (!stopped) stop = followAccount(onAccountChange, { inbox, since });
    });
  });
  return () => {
    stopped = true;
    cancel();
    stop();
  };
}
