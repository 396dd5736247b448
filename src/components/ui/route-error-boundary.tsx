import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { NotFound } from '@/components/layout/not-found';
import { paths } from '@/config/paths';

/** What a route shows when it cannot load (a chunk failed to download, a render threw). */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const message = error instanceof Error ? error.message : 'Unknown error';
  return (
    <div role="alert" className="m-8 rounded-lg border border-rose-300 bg-rose-50 p-4 text-rose-900 dark:border-rose-800 dark:bg-rose-950 dark:text-rose-100">
      <p className="font-semibold">This screen could not be loaded.</p>
      <p className="mt-1 text-sm">{message}</p>
      <p className="mt-3 text-sm">
        <button type="button" className="underline" onClick={() => window.location.reload()}>Reload</button>
        {' or go '}
        <Link className="underline" to={paths.jobs()}>back to Jobs</Link>.
      </p>
    </div>
  );
}
