// Runs the write path for answers once it is wanted (src/app/job-deliveries.tsx), for as long as
// the app is open (lib/writes/runner.ts), and does what a landed or refused answer means for the
// screens: the chat re-read, the suggestion remembered, the draft cleared, the person told. All
// for the record's own account only. Dispatches have their own runner (features/dispatch).
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { announce } from '@/lib/announcer/announcer-store';
import { sessionQueries } from '@/lib/api/queries/sessions';
import { runWritesOf } from '@/lib/writes/runner';
import { isSettled, type AnswerWrite, type WriteRecord } from '@/lib/writes/write-record';
import { jobQueries } from '@/domain/jobs/job-queries';
import { jobWrites, TAB_ID } from '@/domain/jobs/writes/job-writes';
import { readCachedMessagesWith } from '@/domain/jobs/writes/answer-transport';
import { noteLandedAnswer } from '../api/note-landed-answer';
import { useAnswerStore } from '../store/answer-store';

function outcomeSentence(sent: number, failed: number): string {
  const answers = sent === 1 ? 'answer' : 'answers';
  if (failed === 0) return `${sent} ${answers} sent`;
  if (sent === 0) return `${failed} ${failed === 1 ? 'answer' : 'answers'} not sent`;
  return `${sent} ${answers} sent, ${failed} failed`;
}

/** What an answer that just settled means for this tab's screens and stores. */
function settled(queryClient: QueryClient, record: AnswerWrite, all: ReadonlyMap<string, WriteRecord>) {
  void queryClient.invalidateQueries({ queryKey: sessionQueries.messages(record.chatId).queryKey });
  if (record.state === 'landed') {
    useAnswerStore.getState().actions.clearIfSent(record.jobId, record.text);
    noteLandedAnswer(queryClient, record);
  } else {
    // Refused or not sent: the job may have been answered by another hand; re-read it.
    void queryClient.invalidateQueries({ queryKey: jobQueries.detail(record.jobId).queryKey });
    void queryClient.invalidateQueries({ queryKey: jobQueries.lists(), exact: true });
  }
  // Said once, by the tab that made it, when the last of its batch settles.
  if (record.madeBy !== TAB_ID) return;
  const batch = [...all.values()].filter(
    (other) => other.batch === record.batch && other.state !== 'abandoned',
  );
  if (!batch.every(isSettled)) return;
  const failed = batch.filter((other) => other.state !== 'landed').length;
  if (batch.length > 1) announce({ kind: 'say', text: outcomeSentence(batch.length - failed, failed) });
  else if (failed > 0) announce({ kind: 'say', text: `Your answer to “${record.title}” was not sent` });
}

function useAnswerDelivery() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const delivery = jobWrites();
    readCachedMessagesWith((chatId) => queryClient.getQueryData(sessionQueries.messages(chatId).queryKey));
    return runWritesOf(delivery, ['answer'], (record, all) => settled(queryClient, record, all));
  }, [queryClient]);
}

/** The runner as a part to mount (src/app/job-deliveries.tsx, fetched once the write path is wanted). */
export function AnswerDelivery() {
  useAnswerDelivery();
  return null;
}
