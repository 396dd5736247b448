import { queryOptions } from '@tanstack/react-query';
import * as v from '@/lib/valibot';
import { singleResource } from '../envelopes';
import { artifactRevisionSchema } from '../resources/artifact';
import { readMessages, type Message } from '../resources/message';
import { sessionSchema } from '../resources/session';
import { readProgressiveList } from './list-reads';

export const sessionResponseSchema = singleResource(sessionSchema, 'session');

export const sessionQueries = {
  all: () => ['sessions'] as const,
  of: (sessionId: string) => [...sessionQueries.all(), sessionId] as const,
  messages: (sessionId: string) =>
    queryOptions({
      queryKey: [...sessionQueries.of(sessionId), 'messages'] as const,
      queryFn: (context): Promise<Message[]> =>
        readProgressiveList(
          context,
          v.unknown(),
          `/v1/sessions/${encodeURIComponent(sessionId)}/messages`,
          'messages',
          readMessages,
        ),
    }),
  artifacts: (sessionId: string) =>
    queryOptions({
      queryKey: [...sessionQueries.of(sessionId), 'artifacts'] as const,
      queryFn: (context) =>
        readProgressiveList(
          context,
          artifactRevisionSchema,
          `/v1/sessions/${encodeURIComponent(sessionId)}/artifacts`,
          'artifacts',
          (raw) => raw,
        ),
    }),
};
