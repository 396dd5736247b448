import { PageContainer } from '@/components/layout/page-container';
import { JobsBoard } from '@/features/board/components/jobs-board';

export function Component() {
  return (
    <PageContainer wide>
      <JobsBoard />
    </PageContainer>
  );
}
