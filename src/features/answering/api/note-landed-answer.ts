// What a landed answer leaves on this device besides its receipt: its choice remembered for the
// question's next "Last time", an entry in the answer log, and, when the person gave it by hand,
// a shadow record for every rule of its question.
import type { QueryClient } from '@tanstack/react-query';
import { useRuleActsStore } from '@/domain/jobs/rule-acts-store';
import { sessionQueries } from '@/lib/api/queries/sessions';
import { parseTime } from '@/lib/time';
import type { AnswerWrite } from '@/lib/writes/write-record';
import { useAnswerHistoryStore } from '@/domain/answers/answer-history-store';
import { useAnswerLogStore } from '@/domain/answers/answer-log-store';
import { useAnswerRulesStore } from '@/domain/answers/answer-rules-store';

export function noteLandedAnswer(queryClient: QueryClient, record: AnswerWrite) {
  if (record.question !== undefined)
    useAnswerHistoryStore.getState().actions.remember(record.question, record.text);
  const asked =
    record.questionId === undefined
      ? undefined
      : queryClient
          .getQueryData(sessionQueries.messages(record.chatId).queryKey)
          ?.find((message) => message.id === record.questionId);
  const askedAt = parseTime(asked?.createdAt);
  const rules = useAnswerRulesStore.getState();
  const byRule = useRuleActsStore.getState().acts.some((act) => act.batch === record.batch);
  useAnswerLogStore.getState().actions.add({
    id: record.id,
    jobId: record.jobId,
    title: record.title,
    ...(record.question === undefined ? {} : { question: record.question }),
    ...(asked?.text === undefined ? {} : { questionText: asked.text }),
    choice: record.text,
    at: record.createdAt,
    ...(askedAt === undefined ? {} : { waitedMs: Math.max(0, record.createdAt - askedAt) }),
    byRule,
  });
  if (!byRule && record.question !== undefined)
    rules.actions.record({ key: record.question, text: asked?.text }, record.text, record.jobId);
}
