import type { ReactNode } from 'react';
import { ScreenHeading } from './screen-heading';

export function PageHeader({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <ScreenHeading className="min-w-0 break-words text-xl font-semibold tracking-tight">
        {title}
      </ScreenHeading>
      {children}
    </div>
  );
}
