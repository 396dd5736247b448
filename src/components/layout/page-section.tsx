// One section of a SectionsPage (Settings): a region named by its heading, spaced from the one
// above it.
import { useId, type ReactNode } from 'react';

export function PageSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-8 flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
