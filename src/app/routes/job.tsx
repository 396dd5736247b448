import { useParams } from 'react-router';
import { NotFound } from '@/components/layout/not-found';
import { PageHeader } from '@/components/layout/page-header';
import { isUuid } from '@/lib/api/resources/common';

export function Component() {
  const { jobId } = useParams();
  if (!isUuid(jobId)) return <NotFound what="job" />;
  return <PageHeader title="Job" />;
}
