// Answering an ambiguous job is posting a message to its primary chat (spec rule 4). One
// mutation per job (its key names the job), so every view of that job (board card, answer panel,
// inbox item) reads the same send through useMutationState. Offline, or after a send that had no
// answer, it waits (still "sending") for the network and goes out by itself, once: a send with
// no answer is looked for in the chat before it goes again (lib/outbox.ts).
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api/errors';
import type { Message } from '@/lib/api/resources/message';
import { isOnline, isUnknownOutcome, networkBack, timesSaid } from '@/lib/outbox';
import { jobQueries } from '@/domain/jobs/job-queries';
import { sessionQueries } from '@/lib/api/queries/sessions';
import { postMessage } from '@/lib/api/post-message';
import { runMutation } from '@/lib/run-mutation';
import { answerKeys, type AnswerAccepted, type AnswerVariables } from './answer-keys';

/**
 * Whether an answer whose send had no answer is in the chat. Without the count of the person's
 * messages from before, only a last message that is this answer counts (sent twice rather than lost).
 */
function landed(messages: readonly Message[], text: string, landsAfter: number | undefined): boolean {
  if (landsAfter !== undefined) return timesSaid(messages, text, landsAfter) > 0;
  const last = messages.at(-1);
  return last?.author === 'user' && timesSaid([last], text, 0) > 0;
}

const FIRST_PAUSE_MS = 2_000;
const MAX_PAUSE_MS = 60_000;

/** Posts the answer once the network allows; a send with no answer is looked for before it goes again. */
async function postAnswerOnce(queryClient: QueryClient, variables: AnswerVariables): Promise<AnswerAccepted> {
  const messagesOf = sessionQueries.messages(variables.chatId);
  const read = () => queryClient.fetchQuery({ ...messagesOf, staleTime: 0 });
  // The question shown came from this chat, so its messages are usually at hand: where it lands.
  const landsAfter = queryClient
    .getQueryData(messagesOf.queryKey)
    ?.filter((message) => message.author === 'user').length;
  let unsure = false;
  let pause = FIRST_PAUSE_MS;
  for (;;) {
    if (!isOnline()) await networkBack(MAX_PAUSE_MS);
    try {
      if (unsure && landed(await read(), variables.text, landsAfter))
        return { acceptedAt: Date.now(), running: undefined };
      return await postAnswer(variables);
    } catch (error) {
      if (!isUnknownOutcome(error)) throw error;
      unsure = true;
      await networkBack(pause);
      pause = Math.min(pause * 2, MAX_PAUSE_MS);
    }
  }
}

async function postAnswer({ chatId, text }: AnswerVariables): Promise<AnswerAccepted> {
  const chat = await postMessage(chatId, text);
  return { acceptedAt: Date.now(), running: chat?.running };
}

function answerJobMutation(queryClient: QueryClient, jobId: string) {
  return mutationOptions<AnswerAccepted, Error, AnswerVariables>({
    mutationKey: answerKeys.job(jobId),
    mutationFn: (variables) => postAnswerOnce(queryClient, variables),
    retry: false,
    // Receipts read finished sends for a while after the form that sent them has gone.
    gcTime: 120_000,
    // Not awaited: the send is over at the 202; the re-read of the chat is the receipt's business.
    onSuccess: (_accepted, { chatId }) => {
      void queryClient.invalidateQueries({ queryKey: sessionQueries.messages(chatId).queryKey });
    },
    onError: (error, { jobId: id }) => {
      // A 4xx may mean the job was answered by another hand: re-read it, so the view can tell.
      if (isApiError(error) && error.status !== undefined && error.status >= 400 && error.status < 500) {
        void queryClient.invalidateQueries({ queryKey: jobQueries.detail(id).queryKey });
        void queryClient.invalidateQueries({ queryKey: jobQueries.lists(), exact: true });
      }
    },
  });
}

/**
 * Sends an answer outside a component (a held answer falling due): through the same mutation, in
 * the same cache, so every view's receipt (useMutationState) follows it as it follows a click.
 */
export function executeAnswer(queryClient: QueryClient, variables: AnswerVariables): Promise<AnswerAccepted> {
  return runMutation(queryClient, answerJobMutation(queryClient, variables.jobId), variables);
}
