// Mounted once beside the routes: notifies (when opted in) of each job that starts needing input,
// and a click opens its answer panel on the board. Reads the list cache the views already fill.
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { waitingJobsQuery } from '@/lib/api/queries/waiting-jobs';
import { useNeedsInputNotifier } from '../hooks/use-needs-input-notifier';

export function NeedsInputNotifier() {
  const navigate = useNavigate();
  // Disabled on purpose, like the nav badge: it reads what the board or the inbox has cached.
  const { data: needsInput } = useQuery({ ...waitingJobsQuery(), enabled: false });
  const openAnswer = useCallback((jobId: string) => void navigate(paths.jobAnswer(jobId)), [navigate]);
  useNeedsInputNotifier(needsInput, openAnswer);
  return null;
}
