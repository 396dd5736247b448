import { PageContainer } from '@/components/layout/page-container';
import { useParams } from 'react-router';
import { NotFound } from '@/components/layout/not-found';
import { isUuid } from '@/lib/api/resources/common';
import { WorkflowEditorScreen } from '@/features/workflows/components/workflow-editor-screen';

export function Component() {
  const { workflowId } = useParams();
  if (!isUuid(workflowId)) return <NotFound what="workflow" />;
  return (
    <PageContainer>
      <WorkflowEditorScreen workflowId={workflowId} />
    </PageContainer>
  );
}
