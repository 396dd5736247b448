// The "While you were away" region: each change since the person last watched, as a link.
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { AwayChange } from '@/lib/away/away-diff';
import { useAwayActions, useAwayChanges } from '@/lib/away/away-store';
import { jobStateLabel } from '@/lib/job-state-label';

interface AwayRegionProps {
  /** The name a chat goes by in this browser, when it has one. */
  chatTitle: (sessionId: string) => string | undefined;
}

function describe(change: AwayChange, chatTitle: AwayRegionProps['chatTitle']) {
  const chat = (id: string) => `Chat ${chatTitle(id) ?? id.slice(0, 8)}`;
  switch (change.kind) {
    case 'job':
      return {
        to: paths.job(change.jobId),
        text: `${change.isNew ? 'New job' : 'Job'} ${change.title || 'Untitled job'}: now ${jobStateLabel(change.state)}`,
      };
    case 'chat':
      return {
        to: paths.chat(change.sessionId),
        text: `${chat(change.sessionId)}: the agent replied${change.replies > 1 ? ` (${change.replies} messages)` : ''}`,
      };
    case 'artifact':
      return {
        to: paths.chat(change.sessionId),
        text: `New artifact: ${change.title}${change.version ? ` (version ${change.version})` : ''} in ${chat(change.sessionId)}`,
      };
  }
}

export function AwayRegion({ chatTitle }: AwayRegionProps) {
  const changes = useAwayChanges();
  const { dismiss } = useAwayActions();
  if (changes.length === 0) return null;
  return (
    <section
      aria-labelledby="away-title"
      className="mb-4 rounded-lg border border-sky-300 bg-sky-50 p-3 dark:border-sky-800 dark:bg-sky-950"
    >
      <div className="flex items-center gap-2">
        <h2 id="away-title" className="text-sm font-semibold">
          While you were away
        </h2>
        <Button variant="secondary" className="ml-auto" onClick={dismiss}>
          Dismiss
        </Button>
      </div>
      <ul className="mt-2 flex flex-col gap-1 text-sm">
        {changes.map((change) => {
          const { to, text } = describe(change, chatTitle);
          return (
            <li key={change.key}>
              <Link to={to} className="text-sky-800 underline-offset-2 hover:underline dark:text-sky-300">
                {text}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
