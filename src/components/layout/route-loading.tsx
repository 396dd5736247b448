/**
 * Shown while a screen's code loads: the shape of a page, not a blank. A `status` region, so its
 * name is allowed (a plain div may not carry aria-label) and the wait is announced.
 */
export function RouteLoading() {
  return (
    <div role="status" className="flex flex-col gap-3 p-4" aria-busy="true" aria-label="Loading">
      <div className="h-6 w-40 animate-pulse rounded bg-slate-200 motion-reduce:animate-none dark:bg-slate-800" />
      <div className="h-4 w-72 animate-pulse rounded bg-slate-200 motion-reduce:animate-none dark:bg-slate-800" />
      <div className="h-32 w-full animate-pulse rounded bg-slate-100 motion-reduce:animate-none dark:bg-slate-900" />
    </div>
  );
}
