// One workflow: its state is re-read on window focus and every 15 s, so an edit learns early
// that someone else saved a newer version (the event stream does not report workflow writes).
// The editor of its input is another feature: the route passes it in as `editor`.
import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useDocumentTitle } from '@/components/layout/document-title';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { PanelErrorBoundary } from '@/components/ui/error-boundary';
import { workflowQueries } from '@/lib/api/queries/workflows';
import { useProvidedCatalog } from '@/config/use-provided-catalog';
import { useRecentWorkflowActions } from '../store/recent-workflows-store';
import { CopyIdButton } from './copy-id-button';
import type { WorkflowState } from '@/lib/api/resources/workflow';

const RECHECK_MS = 15_000;

interface WorkflowEditorScreenProps {
  workflowId: string;
  /** The editor for the state read (the route's workflow-editor feature). */
  editor: (state: WorkflowState) => ReactNode;
}

export function WorkflowEditorScreen({ workflowId, editor }: WorkflowEditorScreenProps) {
  const query = useQuery({
    ...workflowQueries.state(workflowId),
    refetchInterval: RECHECK_MS,
    refetchOnWindowFocus: 'always',
  });
  const { remember } = useRecentWorkflowActions();
  const loaded = query.data !== undefined;

  useEffect(() => {
    if (loaded) remember(workflowId);
  }, [loaded, remember, workflowId]);

  // The host's catalogue may name it (the spec gives a workflow no name); the id stays beside it.
  const name = useProvidedCatalog().workflows.find((workflow) => workflow.id === workflowId)?.name;

  useDocumentTitle(name ?? `Workflow ${workflowId}`);

  return (
    <>
      <PageHeader
        title={
          name ? (
            <>
              {name}
              {/* Named by the host: the id stays in the heading for assistive tech (and links
                  that name it), and is copied with the button beside it. */}
              <span className="sr-only"> {workflowId}</span>
            </>
          ) : (
            <>
              Workflow{' '}
              {/* The id wraps below the name as a whole, never broken inside: a digit after a
                  hyphen is no place to break a line, and half an id reads as another one. */}
              <span className="inline-block whitespace-nowrap font-mono text-xs font-medium text-slate-600 sm:text-base dark:text-slate-400">
                {workflowId}
              </span>
            </>
          )
        }
      >
        {name ? <CopyIdButton id={workflowId} /> : null}
        {loaded ? (
          <Button variant="secondary" onClick={() => void query.refetch()} disabled={query.isFetching}>
            {query.isFetching ? 'Checking…' : 'Check for changes'}
          </Button>
        ) : null}
      </PageHeader>
      {query.isPending ? (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
          Loading the workflow…
        </p>
      ) : null}
      {query.isError && !loaded ? (
        <ErrorAlert title="Could not load this workflow" error={query.error} onRetry={query.refetch} />
      ) : null}
      {query.isError && loaded ? (
        <p className="mb-3 text-sm text-amber-900 dark:text-amber-200">
          Could not check for newer changes just now: {query.error.message}
        </p>
      ) : null}
      {query.data ? (
        <PanelErrorBoundary label="The workflow editor" resetKey={workflowId}>
          {editor(query.data)}
        </PanelErrorBoundary>
      ) : null}
    </>
  );
}
