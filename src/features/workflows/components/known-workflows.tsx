// The account's workflows as the host names them in /agent-console.json: the spec has no endpoint
// that lists workflows, so without a host's list this section stays hidden.
import { useProvidedCatalog } from '@/config/use-provided-catalog';
import { WorkflowLink, WorkflowListSection } from './workflow-list-section';

export function KnownWorkflows() {
  const { workflows } = useProvidedCatalog();
  if (workflows.length === 0) return null;
  return (
    <WorkflowListSection
      headingId="known-workflows-title"
      title="Workflows of this account"
      items={workflows}
      renderItem={(workflow) => (
        <>
          <WorkflowLink id={workflow.id} className="font-medium">
            {workflow.name ?? workflow.id}
          </WorkflowLink>
          {workflow.name ? (
            <span className="ml-2 inline-block whitespace-nowrap font-mono text-xs text-slate-600 dark:text-slate-400">
              {workflow.id}
            </span>
          ) : null}
        </>
      )}
    />
  );
}
