import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { workflowStateSchema } from '../resources/workflow';

export const workflowQueries = {
  all: () => ['workflows'] as const,
  state: (workflowId: string) =>
    queryOptions({
      queryKey: [...workflowQueries.all(), workflowId, 'state'] as const,
      queryFn: ({ signal }) =>
        apiRequest(workflowStateSchema, `/v1/workflows/${encodeURIComponent(workflowId)}/state`, { signal }),
    }),
};
