// Mounted once beside the routes: notifies (when opted in) of each job that starts needing input,
// and a click opens its answer panel on the board. Reads the list cache the views already fill.
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useHasApiKey } from '@/config/settings';
import { jobQueries } from '@/lib/api/queries/jobs';
import { NEEDS_INPUT } from '@/lib/api/resources/job-states';
import { useNeedsInputNotifier } from '../hooks/use-needs-input-notifier';

export function NeedsInputNotifier() {
  const hasKey = useHasApiKey();
  const navigate = useNavigate();
  const { data: needsInput } = useQuery({
    ...jobQueries.list(),
    enabled: hasKey,
    select: (jobs) =>
      jobs.filter((job) => job.state === NEEDS_INPUT).map((job) => ({ id: job.id, title: job.title })),
  });
  const openAnswer = useCallback((jobId: string) => void navigate(paths.jobAnswer(jobId)), [navigate]);
  useNeedsInputNotifier(needsInput, openAnswer);
  return null;
}
