// Answering an ambiguous job is posting a message to its primary chat (spec rule 4). One
// mutation per job (its key names the job), so every view of that job (board card, answer panel,
// inbox item) reads the same send through useMutationState. It never retries on its own: a POST
// that may have reached the service is not sent again behind the person's back.
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import * as v from '@/lib/valibot';
import { apiFetch } from '@/lib/api/client';
import { isApiError } from '@/lib/api/errors';
import { jobQueries } from '@/lib/api/queries/jobs';
import { sessionQueries, sessionResponseSchema } from '@/lib/api/queries/sessions';

export interface AnswerVariables {
  jobId: string;
  sessionId: string;
  text: string;
}

export interface AnswerAccepted {
  /** When the service accepted the answer (202), by this browser's clock. */
  acceptedAt: number;
  /** Whether the reply said the agent's turn is running; undefined when it did not say. */
  running: boolean | undefined;
}

// A mutation's variables and data, read back from the cache where they are typed unknown.
const answerVariablesSchema = v.object({ jobId: v.string(), sessionId: v.string(), text: v.string() });
const answerAcceptedSchema = v.object({ acceptedAt: v.number(), running: v.optional(v.boolean()) });

export function answerVariablesOf(value: unknown): AnswerVariables | undefined {
  const parsed = v.safeParse(answerVariablesSchema, value);
  return parsed.success ? parsed.output : undefined;
}

export function answerAcceptedOf(value: unknown): AnswerAccepted | undefined {
  const parsed = v.safeParse(answerAcceptedSchema, value);
  return parsed.success
    ? { acceptedAt: parsed.output.acceptedAt, running: parsed.output.running }
    : undefined;
}

export const answerKeys = {
  all: () => ['jobs', 'answer'] as const,
  job: (jobId: string) => [...answerKeys.all(), jobId] as const,
};

/** A refusal that means "this question is no longer open", not "something broke". */
export function isStaleAnswerError(error: unknown): boolean {
  return isApiError(error) && (error.status === 409 || error.status === 410 || error.status === 422);
}

async function postAnswer({ sessionId, text }: AnswerVariables): Promise<AnswerAccepted> {
  const response = await apiFetch(`/v1/sessions/${encodeURIComponent(sessionId)}/messages`, {
    method: 'POST',
    json: { message: text },
  });
  const acceptedAt = Date.now();
  const body: unknown = await response.json().catch(() => undefined);
  const session = v.safeParse(sessionResponseSchema, body);
  return { acceptedAt, running: session.success ? session.output.running : undefined };
}

function answerJobMutation(queryClient: QueryClient, jobId: string) {
  return mutationOptions<AnswerAccepted, Error, AnswerVariables>({
    mutationKey: answerKeys.job(jobId),
    mutationFn: postAnswer,
    retry: false,
    // Receipts read finished sends for a while after the form that sent them has gone.
    gcTime: 120_000,
    // Not awaited: the send is over at the 202; the re-read of the chat is the receipt's business.
    onSuccess: (_accepted, { sessionId }) => {
      void queryClient.invalidateQueries({ queryKey: sessionQueries.messages(sessionId).queryKey });
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
  return queryClient
    .getMutationCache()
    .build(queryClient, answerJobMutation(queryClient, variables.jobId))
    .execute(variables);
}
