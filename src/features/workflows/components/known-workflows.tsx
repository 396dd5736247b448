// The account's workflows as the host names them in /agent-console.json: the spec has no endpoint
// that lists workflows, so without a host's list this section stays hidden.
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useProvidedCatalog } from '@/config/use-provided-catalog';
import { WORKFLOW_LIST, WorkflowListSection } from './workflow-list-section';

export function KnownWorkflows() {
  const { workflows } = useProvidedCatalog();
  if (workflows.length === 0) return null;
  return (
    <WorkflowListSection headingId="known-workflows-title" title="Workflows of this account">
      <ul className={WORKFLOW_LIST}>
        {workflows.map((workflow) => (
          <li key={workflow.id} className="px-3 py-2">
            <Link
              to={paths.workflow(workflow.id)}
              className="text-sm font-medium text-sky-800 underline-offset-2 hover:underline dark:text-sky-300"
            >
              {workflow.name ?? workflow.id}
            </Link>
            {workflow.name ? (
              <span className="ml-2 break-all font-mono text-xs text-slate-600 dark:text-slate-400">
                {workflow.id}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </WorkflowListSection>
  );
}
