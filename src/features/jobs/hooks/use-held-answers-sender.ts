// Sends held answers when they fall due, in every tab of the account (the claim makes it once):
// the tab that held an answer, another one open meanwhile, or the next one opened after the tab
// that held it was closed. A batch's outcome is announced; a lone answer's failure too (its item
// shows it, but the person may be looking elsewhere by then).
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { announce } from '@/lib/announcer/announcer-store';
import { executeAnswer } from '../api/answer-job';
import { browserLock, claimHeld, dueBatches, nextDue, type ClaimDeps } from '../model/hold-claim';
import { useAnswerHistoryStore } from '../store/answer-history-store';
import { useAnswerStore } from '../store/answer-store';
import { useHeldAnswersStore, type HeldAnswer } from '../store/held-answers-store';

const claimDeps: ClaimDeps = {
  read: async () => {
    // Storage, not memory: another tab may have claimed it a moment ago.
    await useHeldAnswersStore.persist.rehydrate();
    return useHeldAnswersStore.getState().held;
  },
  remove: (ids) => useHeldAnswersStore.getState().actions.release(ids),
  lock: browserLock(),
};

function outcomeSentence(sent: number, failed: number): string {
  const answers = sent === 1 ? 'answer' : 'answers';
  if (failed === 0) return `${sent} ${answers} sent`;
  if (sent === 0) return `${failed} ${failed === 1 ? 'answer' : 'answers'} not sent`;
  return `${sent} ${answers} sent, ${failed} failed`;
}

async function sendOne(queryClient: QueryClient, answer: HeldAnswer): Promise<void> {
  await executeAnswer(queryClient, { jobId: answer.jobId, chatId: answer.chatId, text: answer.text });
  useAnswerStore.getState().actions.clearIfSent(answer.jobId, answer.text);
  if (answer.question !== undefined)
    useAnswerHistoryStore.getState().actions.remember(answer.question, answer.text);
}

async function sendBatch(queryClient: QueryClient, ids: readonly string[]) {
  const claimed = await claimHeld(claimDeps, ids);
  if (claimed.length === 0) return;
  const results = await Promise.allSettled(claimed.map((answer) => sendOne(queryClient, answer)));
  const failed = results.filter((result) => result.status === 'rejected').length;
  if (claimed.length > 1) announce({ kind: 'say', text: outcomeSentence(claimed.length - failed, failed) });
  else if (failed > 0)
    announce({ kind: 'say', text: `Your answer to “${claimed[0]?.title ?? ''}” was not sent` });
}

function useHeldAnswersSender() {
  const queryClient = useQueryClient();
  const held = useHeldAnswersStore((s) => s.held);
  const inFlight = useRef(new Set<string>());
  const [round, setRound] = useState(0);
  useEffect(() => {
    const waiting = Object.fromEntries(Object.entries(held).filter(([id]) => !inFlight.current.has(id)));
    const at = nextDue(waiting);
    if (at === undefined) return undefined;
    const timer = setTimeout(
      () => {
        for (const ids of dueBatches(waiting, Date.now()).values()) {
          for (const id of ids) inFlight.current.add(id);
          void sendBatch(queryClient, ids).finally(() => {
            for (const id of ids) inFlight.current.delete(id);
            setRound((n) => n + 1);
          });
        }
        setRound((n) => n + 1);
      },
      Math.max(0, at - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [held, queryClient, round]);
}

/** Mounted once by the app: held answers go out on every screen. */
export function HeldAnswersSender() {
  useHeldAnswersSender();
  return null;
}
