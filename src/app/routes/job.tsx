import { PageContainer } from '@/components/layout/page-container';
import { useParams } from 'react-router';
import { LazyNotFound } from '@/components/layout/lazy-not-found';
import { isUuid } from '@/lib/api/resources/common';
import { LazyAnswerPanel } from '@/features/answering/components/lazy-answer-panel';
import { JobDetail } from '@/features/job-history/components/job-detail';

export function Component() {
  const { jobId } = useParams();
  if (!isUuid(jobId)) return <LazyNotFound what="job" />;
  return (
    <PageContainer>
      <JobDetail key={jobId} jobId={jobId} answerPanel={LazyAnswerPanel} />
    </PageContainer>
  );
}
