// The Workflows screen's titled lists (this account's workflows, the recently opened): one heading,
// one list frame and one kind of link to a workflow, so they read as a set.
import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';

export function WorkflowListSection<T extends { id: string }>({
  headingId,
  title,
  items,
  empty = null,
  itemClassName = '',
  renderItem,
}: {
  headingId: string;
  title: string;
  items: readonly T[];
  /** What the section says when there is nothing to list. */
  empty?: ReactNode;
  itemClassName?: string;
  renderItem: (item: T) => ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className="text-base font-semibold">
        {title}
      </h2>
      {items.length === 0 ? (
        empty
      ) : (
        <ul className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-700">
          {items.map((item) => (
            <li key={item.id} className={`px-3 py-2 ${itemClassName}`}>
              {renderItem(item)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function WorkflowLink({
  id,
  className,
  children,
}: {
  id: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <Link
      to={paths.workflow(id)}
      className={`text-sm text-sky-800 underline-offset-2 hover:underline dark:text-sky-300 ${className}`}
    >
      {children}
    </Link>
  );
}
