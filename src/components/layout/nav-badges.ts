// Counts shown beside navigation links. Read from the query cache the views already fill, so the
// navigation never asks the service anything itself. The needs-input count also goes into the
// tab title (the notifications themselves come from the jobs feature's NeedsInputNotifier).
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { jobQueries } from '@/lib/api/queries/jobs';
import { NEEDS_INPUT } from '@/lib/api/resources/job-states';
import { useHasApiKey } from '@/config/settings';

export interface NavBadge {
  count: number;
  label: string;
}

export function useNavBadges(): Partial<Record<string, NavBadge>> {
  const hasKey = useHasApiKey();
  const { data: needsInput = 0 } = useQuery({
    ...jobQueries.list(),
    enabled: hasKey,
    select: (jobs) => jobs.filter((job) => job.state === NEEDS_INPUT).length,
  });
  useEffect(() => {
    const base = document.title.replace(/^\(\d+\) /, '');
    document.title = needsInput > 0 ? `(${needsInput}) ${base}` : base;
  }, [needsInput]);
  return needsInput > 0 ? { Jobs: { count: needsInput, label: `${needsInput} need input` } } : {};
}
