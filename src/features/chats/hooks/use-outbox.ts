// The outbox: messages written while offline, or whose send failed on the network, go out by
// themselves when the network is back (`online`, or the event stream turning Live), in order, once.
// One tab sends at a time (a Web Lock per account); the others see the items change through the
// outgoing store, which every tab shares. Under the lock the store is read afresh from storage, so
// an item another tab sent is never sent again; one left "sending" by a tab that went had an
// unknown outcome, and the whole chat is re-read before it is sent (model/outbox.ts). Each item
// goes with the key of the account it was written for (postMessage refuses any other), and a
// send that ends after a change of key writes nothing into the new account's stores.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { readEveryMessage } from '@/lib/api/queries/read-whole';
import { sessionQueries } from '@/lib/api/queries/sessions';
import { isListComplete } from '@/lib/api/queries/list-reads';
import { isApiError } from '@/lib/api/errors';
import { postMessage } from '@/lib/api/post-message';
import type { Message } from '@/lib/api/resources/message';
import { useEventStreamStore } from '@/lib/events/status-store';
import { own } from '@/lib/prototype-safe-records';
import { isOnline } from '@/lib/outbox';
import { classifyFailure } from '@/lib/writes/classify';
import { currentAccount } from '@/lib/storage/account-storage';
import { pauseAfter } from '@/lib/writes/write-record';
import { goesOutByItself, landingOf, nextStep, userCountBefore } from '../model/outbox';
import { useKnownChatsStore } from '../store/known-chats-store';
import { useOutgoingStore, type Outgoing } from '../store/outgoing-store';
import { countBy } from './use-send-message';

/** Said of a message whose send had no answer, when the chat cannot tell whether it landed. */
const UNSURE =
  'It may have been sent: the chat already holds this text, and whether it is this message cannot be told. Check the chat, then Retry or Discard.';

function createOutbox(queryClient: QueryClient) {
  const mine = new Set<string>();
  let running = false;
  let again = false;
  // After a network failure nothing is sent until the network is back, the stream is Live, or a
  // while has passed (the browser may think itself online while the service is out of reach).
  let waitForNetwork = false;
  // Network failures in a row: the write path's one backoff (2 s doubling to 60 s) reads it.
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function networkFailed() {
    waitForNetwork = true;
    clearTimeout(timer);
    failures += 1;
    timer = setTimeout(networkBack, pauseAfter(failures));
  }

  function networkBack() {
    clearTimeout(timer);
    waitForNetwork = false;
    void run();
  }

  const store = () => useOutgoingStore.getState();
  const itemsOf = (chatId: string) => own(store().outgoing, chatId) ?? [];
  /**
   * Whether the stores still hold `account`'s data. After a change of key nothing is written into
   * them: the item stays as its account stored it ("sending"), and is looked for in its chat when
   * that account comes back.
   */
  const stillOf = (account: string) => currentAccount() === account;

  /** The chat as the service holds it before a send, from a complete read only (else undefined). */
  async function before(chatId: string, account: string): Promise<readonly Message[] | undefined> {
    const { queryKey } = sessionQueries.messages(chatId);
    const cached = queryClient.getQueryData(queryKey);
    if (cached && isListComplete(queryClient, queryKey)) return cached;
    return readEveryMessage(chatId, account).catch(() => undefined);
  }

  /** Sends one item; false when the queue must stop (the network failed, or the key changed). */
  async function send(chatId: string, item: Outgoing, account: string): Promise<boolean> {
    const messages = await before(chatId, account);
    if (!stillOf(account)) return false;
    const { actions } = store();
    mine.add(item.localId);
    actions.update(chatId, item.localId, {
      state: 'sending',
      error: undefined,
      unsure: false,
      // Where to look for it if no answer comes; unknown without a complete read (model/outbox.ts).
      landsAfter: messages && countBy(messages, 'user'),
      userCountBefore: userCountBefore(messages, itemsOf(chatId), item.localId),
    });
    if (!own(store().turns, chatId))
      actions.startTurn(chatId, { agentCountBefore: countBy(messages, 'agent'), startedAt: Date.now() });
    try {
      const chat = await postMessage(chatId, item.text, { account });
      if (!stillOf(account)) return false;
      actions.update(chatId, item.localId, { state: 'accepted' });
      void queryClient.invalidateQueries({ queryKey: sessionQueries.messages(chatId).queryKey });
      failures = 0;
      useKnownChatsStore.getState().actions.remember(chat ?? { id: chatId });
      return true;
    } catch (error) {
      // The write path's one reading of a failure (lib/writes/classify.ts).
      const { failure, message } = classifyFailure(error);
      if (!stillOf(account) || failure === 'not-its-account') return false;
      const unknown = failure === 'unknown';
      actions.update(chatId, item.localId, {
        state: unknown ? 'queued' : 'failed',
        unsure: unknown,
        error: message,
        // The key was refused (revoked mid-session): the text waits, through a change of key,
        // for one Retry; the person is pointed to Settings.
        keyRefused: isApiError(error) && error.status === 401,
      });
      if (!itemsOf(chatId).some((other) => other.state === 'sending' || other.state === 'accepted'))
        actions.endTurn(chatId);
      if (unknown) networkFailed();
      return !unknown;
    } finally {
      mine.delete(item.localId);
    }
  }

  /** Looks for an item whose send had no answer in the whole chat: landed, queued to go again, or the person's call. */
  async function check(chatId: string, item: Outgoing, account: string): Promise<boolean> {
    let messages;
    try {
      messages = await readEveryMessage(chatId, account);
    } catch {
      // A page that failed (or a change of key) leaves it unknown: never sent on that, read again later.
      if (stillOf(account)) networkFailed();
      return false;
    }
    if (!stillOf(account)) return false;
    const landing = landingOf(messages, itemsOf(chatId), item);
    store().actions.update(
      chatId,
      item.localId,
      landing === 'landed'
        ? { state: 'accepted' }
        : landing === 'not-landed'
          ? { state: 'queued', unsure: false }
          : { state: 'failed', unsure: false, error: UNSURE },
    );
    return true;
  }

  async function drainChat(chatId: string, account: string) {
    for (;;) {
      if (waitForNetwork || !isOnline() || !stillOf(account)) return;
      const items = itemsOf(chatId).filter((item) => item.account === undefined || item.account === account);
      const step = nextStep(items, mine);
      if (step.kind === 'idle') return;
      const going =
        step.kind === 'send'
          ? await send(chatId, step.item, account)
          : await check(chatId, step.item, account);
      if (!going) return;
    }
  }

  async function drain(account: string) {
    // What another tab did (sent, discarded) is in storage before its event reaches this one; what
    // storage did not keep stays as this tab holds it (store/outgoing-copies.ts).
    await useOutgoingStore.persist.rehydrate();
    for (const chatId of Object.keys(store().outgoing)) await drainChat(chatId, account);
  }

  async function run() {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        const account = currentAccount();
        if (!account || waitForNetwork || !isOnline()) return;
        if (typeof navigator !== 'undefined' && 'locks' in navigator)
          await navigator.locks.request(`agent-console:outbox:${account}`, () => drain(account));
        else await drain(account);
      } while (again);
    } finally {
      running = false;
    }
  }

  return {
    /** Something may be waiting: a new item, or another tab's. */
    poke: () => void run(),
    /** The network is back (or the stream is Live, or Retry was pressed): what waited goes now. */
    networkBack,
    stop: () => clearTimeout(timer),
  };
}

/** The items waiting to go out, as one string: it changes only when one is added or leaves. */
const waitingKey = (outgoing: Record<string, Outgoing[]>) =>
  Object.values(outgoing)
    .flatMap((items) => items.filter(goesOutByItself).map((item) => item.localId))
    .join(' ');

/** Runs the outbox for as long as the app is open (mounted once, in the app's frame). */
export function useOutbox() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const outbox = createOutbox(queryClient);
    let waiting = waitingKey(useOutgoingStore.getState().outgoing);
    const stopItems = useOutgoingStore.subscribe((state, previous) => {
      if (state.retries !== previous.retries) outbox.networkBack();
      const next = waitingKey(state.outgoing);
      if (next === waiting) return;
      waiting = next;
      if (next) outbox.poke();
    });
    const stopStream = useEventStreamStore.subscribe((state, previous) => {
      if (state.status === 'Live' && previous.status !== 'Live') outbox.networkBack();
    });
    window.addEventListener('online', outbox.networkBack);
    outbox.networkBack();
    return () => {
      outbox.stop();
      stopItems();
      stopStream();
      window.removeEventListener('online', outbox.networkBack);
    };
  }, [queryClient]);
}

/** The outbox as a part to mount (chat-outbox.tsx fetches it once something waits). */
export function Outbox() {
  useOutbox();
  return null;
}
