import { QueryClient } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { jobQueries } from '@/domain/jobs/job-queries';
import { stateLabel as columnTitle } from '@/domain/jobs/job-states';
import { useAwayStore } from '@/domain/away/away-store';
import { buildJob } from '@/testing/builders';
import { renderWithClient } from '@/testing/render';
import { AwayRegion } from './away-region';

const renderRegion = (queryClient?: QueryClient) =>
  renderWithClient(
    <MemoryRouter>
      <AwayRegion chatTitle={() => undefined} />
    </MemoryRouter>,
    queryClient,
  );

describe('AwayRegion', () => {
  afterEach(() => useAwayStore.getState().actions.dismiss());

  it('says where a listed job is now, when it moved on again after the re-read', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(jobQueries.list().queryKey, [
      buildJob({ id: 'j1', title: 'Nightly import', state: 'running' }),
    ]);
    useAwayStore.getState().actions.show([
      { kind: 'job', key: 'job:j1', jobId: 'j1', title: 'Nightly import', state: 'running', isNew: true },
      { kind: 'job', key: 'job:j2', jobId: 'j2', title: 'Not in the list', state: 'done', isNew: false },
    ]);
    renderRegion(queryClient);
    expect(screen.getByRole('link', { name: 'New job Nightly import: now Running' })).toBeDefined();
    act(() => {
      queryClient.setQueryData(jobQueries.list().queryKey, [
        buildJob({ id: 'j1', title: 'Nightly import', state: 'failed' }),
      ]);
    });
    expect(await screen.findByRole('link', { name: 'New job Nightly import: now Failed' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Job Not in the list: now Done' })).toBeDefined();
  });

  it('counts the jobs acting rules answered, linking to the Inbox where they are listed', () => {
    useAwayStore.getState().actions.show([{ kind: 'rules', key: 'rules', jobIds: ['j1', 'j2', 'j1'] }]);
    renderRegion();
    expect(screen.getByRole('link', { name: 'Answered by rules: 2 jobs' }).getAttribute('href')).toBe(
      '/inbox',
    );
  });

  it('names a state as the board column does (one label rule)', () => {
    useAwayStore.getState().actions.show([
      { kind: 'job', key: 'job:j3', jobId: 'j3', title: 'Review', state: 'needsReview', isNew: false },
      { kind: 'job', key: 'job:j4', jobId: 'j4', title: 'Build', state: 'IN_PROGRESS', isNew: false },
    ]);
    renderRegion();
    expect(screen.getByRole('link', { name: `Job Review: now ${columnTitle('needsReview')}` })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Job Build: now In progress' })).toBeDefined();
  });
});
