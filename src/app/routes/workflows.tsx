import { SectionsPage } from '@/components/layout/sections-page';
import { KnownWorkflows } from '@/features/workflows/components/known-workflows';
import { OpenWorkflowForm } from '@/features/workflows/components/open-workflow-form';
import { RecentWorkflows } from '@/features/workflows/components/recent-workflows';

const sections = [OpenWorkflowForm, KnownWorkflows, RecentWorkflows];

export function Component() {
  return <SectionsPage title="Workflows" sections={sections} />;
}
