import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { KnownWorkflows } from '@/features/workflows/components/known-workflows';
import { OpenWorkflowForm } from '@/features/workflows/components/open-workflow-form';
import { RecentWorkflows } from '@/features/workflows/components/recent-workflows';

export function Component() {
  return (
    <PageContainer>
      <PageHeader title="Workflows" />
      <OpenWorkflowForm />
      <KnownWorkflows />
      <RecentWorkflows />
    </PageContainer>
  );
}
