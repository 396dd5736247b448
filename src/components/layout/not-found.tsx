import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { useDocumentTitle } from './document-title';
import { ScreenHeading } from './screen-heading';

/** "Not found", for unknown routes and for ids that cannot be ids. Never a blank screen. */
export function NotFound({ what }: { what?: string }) {
  useDocumentTitle('Not found');
  return (
    <section className="mx-auto mt-16 max-w-md text-center" aria-labelledby="not-found-title">
      <ScreenHeading id="not-found-title" className="text-2xl font-semibold">
        Not found
      </ScreenHeading>
      <p className="mt-2 text-slate-600 dark:text-slate-300">
        {what
          ? `There is no ${what} at this address: its id is not valid.`
          : 'There is nothing at this address.'}
      </p>
      <Link
        to={paths.jobs()}
        className="mt-6 inline-block rounded-md bg-sky-700 px-4 py-2 text-sm font-medium text-white hover:bg-sky-800"
      >
        Back to Jobs
      </Link>
    </section>
  );
}
