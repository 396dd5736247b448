import { PageContainer } from '@/components/layout/page-container';
import { useParams } from 'react-router';
import { LazyNotFound } from '@/components/layout/lazy-not-found';
import { isUuid } from '@/lib/api/resources/common';
import { WorkflowEditorScreen } from '@/features/workflows/components/workflow-editor-screen';

export function Component() {
  const { workflowId } = useParams();
  if (!isUuid(workflowId)) return <LazyNotFound what="workflow" />;
  return (
    <PageContainer>
      <WorkflowEditorScreen workflowId={workflowId} />
    </PageContainer>
  );
}
