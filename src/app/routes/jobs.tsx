import { JobsBoard } from '@/features/jobs/components/jobs-board';

export function Component() {
  return <JobsBoard />;
}
