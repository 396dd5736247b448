import { useParams } from 'react-router';
import { NotFound } from '@/components/layout/not-found';
import { PageHeader } from '@/components/layout/page-header';
import { isUuid } from '@/lib/api/resources/common';

export function Component() {
  const { workflowId } = useParams();
  if (!isUuid(workflowId)) return <NotFound what="workflow" />;
  return <PageHeader title="Workflow" />;
}
