// The read side of an answer's turn: any read of a chat an answer landed in (any tab's,
// job-writes.ts) that shows the agent spoke after the answer ends the turn there
// (domain/questions/turn-ends.ts), as the settle frame would. A settle frame lost in a reconnect
// is never replayed; the chat is read again on reconnect, and this sees that read.
import { hashKey, useQueryClient, type Query } from '@tanstack/react-query';
import { useEffect } from 'react';
import { sessionQueries } from '@/lib/api/queries/sessions';
import { turnOver } from '@/domain/questions/turn';
import { turnEndedAt, useTurnEndsStore } from '@/domain/questions/turn-ends';
import { answerRecords } from './answer-records';

/** The chat whose messages `query` holds, if it is a chat's messages read (its key says so). */
function messagesChatOf(query: Query): string | undefined {
  const chatId = query.queryKey[1];
  if (typeof chatId !== 'string' || query.queryKey.length !== 3) return undefined;
  return query.queryHash === hashKey(sessionQueries.messages(chatId).queryKey) ? chatId : undefined;
}

/** Listens to reads of the chats answers landed in, for the agent speaking after them. */
export function useAnswerChatReads() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success') return;
        // Every write of the cache comes here (5,000 jobs' pages too): only a chat's read is looked at.
        const chatId = messagesChatOf(event.query as Query);
        if (chatId === undefined) return;
        const messages = queryClient.getQueryData(sessionQueries.messages(chatId).queryKey);
        const known = turnEndedAt(chatId) ?? 0;
        const replied = answerRecords().some(
          (record) =>
            record.chatId === chatId &&
            record.state === 'landed' &&
            known < (record.landedAt ?? 0) &&
            messages !== undefined &&
            turnOver(messages, { answer: record }),
        );
        if (replied) useTurnEndsStore.getState().ended(chatId);
      }),
    [queryClient],
  );
}
