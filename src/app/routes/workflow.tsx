import { PageContainer } from '@/components/layout/page-container';
import { useParams } from 'react-router';
import { LazyNotFound } from '@/components/layout/lazy-not-found';
import { isUuid } from '@/lib/api/resources/common';
import { WorkflowEditorScreen } from '@/features/workflows/components/workflow-editor-screen';
import { WorkflowEditor } from '@/features/workflow-editor/components/workflow-editor';

// A workflow's page composes two features: the screen that reads the state and the editor of its
// input.

export function Component() {
  const { workflowId } = useParams();
  if (!isUuid(workflowId)) return <LazyNotFound what="workflow" />;
  return (
    <PageContainer>
      <WorkflowEditorScreen
        workflowId={workflowId}
        editor={(state) => <WorkflowEditor key={workflowId} workflowId={workflowId} state={state} />}
      />
    </PageContainer>
  );
}
