// What a first visit pays for following the account: the key's changes, and the channel and the
// storage signal of a sign out in another tab, listened to from the start. The wiper that acts on
// a sign out (sign-out.ts) is fetched when one is heard; whatever arrives before it is handed to it.
import { heldKeySignedOut, useSettingsStore } from './connection-settings';
import { currentAccount } from './account-storage';

const ACCOUNT_CHANNEL = 'agent-console:account';
export const SIGN_OUT_SIGNAL = 'agent-console:sign-out';

let channel: BroadcastChannel | undefined;

/** Tells the other tabs (this tab's own listener does not hear its channel's messages). */
export function postToOtherTabs(message: unknown) {
  channel?.postMessage(message);
}

/**
 * Listens for sign-out messages now; `onHeard` is told of each (to fetch the handler), and
 * `handler`, which may come later, receives every message heard before it, then each as it comes.
 */
export function listenForSignOut(onHeard: () => void = () => undefined): {
  attach: (handler: (data: unknown) => void) => void;
  stop: () => void;
} {
  const early: unknown[] = [];
  let handle: ((data: unknown) => void) | undefined;
  const receive = (data: unknown) => {
    if (handle) return handle(data);
    early.push(data);
    onHeard();
  };
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
  // A page kept in the back-forward cache hears no message and no storage event: the sign outs
  // noted on this device meanwhile are read when it is shown again, and heard as a message.
  const onPageShow = (event: PageTransitionEvent) => {
    const account = currentAccount();
    if (event.persisted && account && heldKeySignedOut()) receive({ kind: 'sign-out', accounts: [account] });
  };
  window.addEventListener('pageshow', onPageShow);
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
      window.removeEventListener('pageshow', onPageShow);
    },
  };
}

/**
 * Calls `onAccountChange` when the key changes from one account to another (not when a first key
 * arrives), at once: the previous account's data must leave memory before anything renders.
 */
export function followAccountChanges(onAccountChange: () => void): () => void {
  let last = currentAccount();
  return useSettingsStore.subscribe(() => {
    const next = currentAccount();
    if (next === last) return;
    const previous = last;
    last = next;
    // The stores have loaded the new account's data already (account-storage.ts follows the key).
    // From no key to a first one (the host's settings landing after the first paint) nothing of
    // another account is held: the reads already under way wait for this key, and are kept.
    if (previous !== undefined) onAccountChange();
  });
}

/**
 * Follows the account: key changes at once, and sign outs in other tabs, whose wiper (sign-out.ts)
 * is fetched when the first one is heard; what arrives while it is on its way is handed to it.
 */
export function followAccountSoon(onAccountChange: () => void): () => void {
  const stopChanges = followAccountChanges(onAccountChange);
  let stopped = false;
  let fetching = false;
  const inbox = listenForSignOut(() => {
    if (fetching) return;
    fetching = true;
    void import('./sign-out').then(({ hearSignOut }) => {
      if (!stopped) inbox.attach(hearSignOut);
    });
  });
  return () => {
    stopped = true;
    stopChanges();
    inbox.stop();
  };
}
