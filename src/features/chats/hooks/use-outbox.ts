// The outbox: messages written while offline, or whose send failed on the network, go out by
// themselves when the network is back (`online`, or the event stream turning Live), in order, once.
// One tab sends at a time (a Web Lock per account); the others see the items change through the
// outgoing store, which every tab shares. Under the lock the store is read afresh from storage, so
// an item another tab sent is never sent again; one left "sending" by a tab that went had an
// unknown outcome, and the chat is re-read before it is sent (model/outbox.ts).
import { MutationObserver, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { sessionQueries } from '@/lib/api/queries/sessions';
import { isApiError } from '@/lib/api/errors';
import { errorMessage } from '@/lib/error-message';
import { useEventStreamStore } from '@/lib/events/status-store';
import { own } from '@/lib/prototype-safe-records';
import { isOnline, isUnknownOutcome } from '@/lib/outbox';
import { currentAccount } from '@/lib/storage/account-storage';
import { sendMessageMutation } from '../api/chat-requests';
import { goesOutByItself, hasLanded, nextStep, userCountBefore } from '../model/outbox';
import { useKnownChatsStore } from '../store/known-chats-store';
import { useOutgoingStore, type Outgoing } from '../store/outgoing-store';
import { countBy } from './use-send-message';

const FIRST_PAUSE_MS = 2_000;
const MAX_PAUSE_MS = 60_000;

function createOutbox(queryClient: QueryClient) {
  const mine = new Set<string>();
  let running = false;
  let again = false;
  // After a network failure nothing is sent until the network is back, the stream is Live, or a
  // while has passed (the browser may think itself online while the service is out of reach).
  let waitForNetwork = false;
  let pause = FIRST_PAUSE_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function networkFailed() {
    waitForNetwork = true;
    clearTimeout(timer);
    timer = setTimeout(networkBack, pause);
    pause = Math.min(pause * 2, MAX_PAUSE_MS);
  }

  function networkBack() {
    clearTimeout(timer);
    waitForNetwork = false;
    void run();
  }

  const store = () => useOutgoingStore.getState();
  const itemsOf = (chatId: string) => own(store().outgoing, chatId) ?? [];

  async function freshMessages(chatId: string) {
    await queryClient.invalidateQueries({ queryKey: sessionQueries.messages(chatId).queryKey });
    return queryClient.fetchQuery({ ...sessionQueries.messages(chatId), staleTime: 0 });
  }

  /** Sends one item; false when the queue must stop (the network failed). */
  async function send(chatId: string, item: Outgoing): Promise<boolean> {
    const { actions } = store();
    // Counted for the item's place in the chat; a read that fails leaves that to the POST's answer.
    const messages =
      queryClient.getQueryData(sessionQueries.messages(chatId).queryKey) ??
      (await queryClient.fetchQuery(sessionQueries.messages(chatId)).catch(() => undefined));
    mine.add(item.localId);
    actions.update(chatId, item.localId, {
      state: 'sending',
      error: undefined,
      unsure: false,
      landsAfter: countBy(messages, 'user'),
      userCountBefore: userCountBefore(messages, itemsOf(chatId), item.localId),
    });
    if (!own(store().turns, chatId))
      actions.startTurn(chatId, { agentCountBefore: countBy(messages, 'agent'), startedAt: Date.now() });
    try {
      const observer = new MutationObserver(queryClient, sendMessageMutation());
      const chat = await observer.mutate({ chatId, text: item.text, localId: item.localId });
      actions.update(chatId, item.localId, { state: 'accepted' });
      pause = FIRST_PAUSE_MS;
      useKnownChatsStore.getState().actions.remember(chat ?? { id: chatId });
      return true;
    } catch (error) {
      const unknown = isUnknownOutcome(error);
      actions.update(chatId, item.localId, {
        state: unknown ? 'queued' : 'failed',
        unsure: unknown,
        error: errorMessage(error),
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

  /** Looks for an item whose send had no answer in the chat: landed, or queued to go again. */
  async function check(chatId: string, item: Outgoing): Promise<boolean> {
    let messages;
    try {
      messages = await freshMessages(chatId);
    } catch {
      networkFailed();
      return false;
    }
    const landed = hasLanded(messages, itemsOf(chatId), item);
    store().actions.update(
      chatId,
      item.localId,
      landed ? { state: 'accepted' } : { state: 'queued', unsure: false },
    );
    return true;
  }

  async function drainChat(chatId: string) {
    for (;;) {
      if (waitForNetwork || !isOnline() || !currentAccount()) return;
      const step = nextStep(itemsOf(chatId), mine);
      if (step.kind === 'idle') return;
      const going = step.kind === 'send' ? await send(chatId, step.item) : await check(chatId, step.item);
      if (!going) return;
    }
  }

  async function drain() {
    // What another tab did (sent, discarded) is in storage before its event reaches this one.
    await useOutgoingStore.persist.rehydrate();
    for (const chatId of Object.keys(store().outgoing)) await drainChat(chatId);
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
          await navigator.locks.request(`agent-console:outbox:${account}`, drain);
        else await drain();
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
