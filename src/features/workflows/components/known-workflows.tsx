// The account's workflows as the host names them in /agent-console.json: the spec has no endpoint
// that lists workflows, so without a host's list this section stays hidden.
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useProvidedCatalog } from '@/config/use-provided-catalog';

export function KnownWorkflows() {
  const { workflows } = useProvidedCatalog();
  if (workflows.length === 0) return null;
  return (
    <section aria-labelledby="known-workflows-title" className="mt-8 max-w-xl">
      <h2 id="known-workflows-title" className="text-base font-semibold">
        Workflows of this account
      </h2>
      <ul className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-700">
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
    </section>
  );
}
