// The Workflows screen's titled lists (this account's workflows, the recently opened): one heading
// and one list frame, so they read as a set.
import type { ReactNode } from 'react';

export const WORKFLOW_LIST =
  'mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-700';

export function WorkflowListSection({
  headingId,
  title,
  children,
}: {
  headingId: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className="mt-8 max-w-xl">
      <h2 id={headingId} className="text-base font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
