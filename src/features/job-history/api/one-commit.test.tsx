// A frame's write and the history it records reach the screen in one React commit: the cache
// applier's writes notify at the end of their task (writeAndNotify), where the transitions
// store's own news is already waiting, so React renders both together.
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { memo, Profiler } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jobQueries } from '@/domain/jobs/job-queries';
import type { Job } from '@/lib/api/resources/job';
import { createCacheApplier } from '@/domain/stream/cache-applier';
import { buildJob } from '@/testing/builders';
import { useObservedStates, useTransitionsStore } from '@/domain/jobs/transitions-store';
import { recordJobHistory } from './job-history-recorder';

// As on the board: the list's reader hands each card its job; the card reads its own history.
const Card = memo(function Card({ job }: { job: Job }) {
  const history = useObservedStates(job.id);
  return (
    <p>
      {job.state} after {history.map((entry) => entry.state).join(', ')}
    </p>
  );
});

function Board() {
  const { data } = useQuery({
    queryKey: jobQueries.list().queryKey,
    queryFn: (): Job[] => [],
    staleTime: Infinity,
  });
  return data?.map((job) => <Card key={job.id} job={job} />);
}

describe('a frame on the board', () => {
  let stop: () => void;
  beforeEach(() => useTransitionsStore.setState({ byJob: {} }));
  afterEach(() => stop());

  it('renders its new state and the history it records in one commit', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(jobQueries.list().queryKey, [buildJob({ id: '1', state: 'backlog' })]);
    stop = recordJobHistory(queryClient);
    const applier = createCacheApplier(queryClient);
    let commits = 0;
    const { container } = render(
      <QueryClientProvider client={queryClient}>
        <Profiler id="board" onRender={() => (commits += 1)}>
          <Board />
        </Profiler>
      </QueryClientProvider>,
    );
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(container.textContent).toBe('backlog after ');
    commits = 0;
    // Outside act(), which would batch every update of its scope into one render by itself.
    const reactGlobal = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    reactGlobal.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      applier.enqueue([{ kind: 'write-job', job: buildJob({ id: '1', state: 'done' }) }]);
      await vi.waitFor(() => expect(container.textContent).toBe('done after done'));
    } finally {
      reactGlobal.IS_REACT_ACT_ENVIRONMENT = true;
    }
    expect(commits).toBe(1);
    applier.dispose();
  });
});
