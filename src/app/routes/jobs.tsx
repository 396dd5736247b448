import { PageContainer } from '@/components/layout/page-container';
import { JobsBoard } from '@/features/jobs/components/jobs-board';

export function Component() {
  return (
    <PageContainer wide>
      <JobsBoard />
    </PageContainer>
  );
}
