// The "While you were away" region: each change since the person last watched, as a link.
import { useMemo } from 'react';
import { Link } from '@/components/ui/link';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useCachedJobList } from '@/domain/jobs/use-waiting-jobs';
import type { Job } from '@/lib/api/resources/job';
import type { AwayChange } from '@/domain/away/away-diff';
import { useAwayActions, useAwayChanges } from '@/domain/away/away-store';
import { stateLabel } from '@/domain/jobs/job-states';
import { jobTitle } from '@/domain/jobs/job-title';

interface AwayRegionProps {
  /** The name a chat goes by in this browser, when it has one. */
  chatTitle: (chatId: string) => string | undefined;
}

function describe(
  change: AwayChange,
  chatTitle: AwayRegionProps['chatTitle'],
  currentJobs: ReadonlyMap<string, Job>,
) {
  const chat = (id: string) => `Chat ${chatTitle(id) ?? id.slice(0, 8)}`;
  switch (change.kind) {
    case 'job': {
      // "now" is now: a job that moved on again since the re-read says where it is, as the board does.
      const current = currentJobs.get(change.jobId);
      const title = jobTitle(current?.title || change.title);
      return {
        to: paths.job(change.jobId),
        text: `${change.isNew ? 'New job' : 'Job'} ${title}: now ${stateLabel(current?.state ?? change.state)}`,
      };
    }
    case 'chat':
      return {
        to: paths.chat(change.chatId),
        text: `${chat(change.chatId)}: the agent replied${change.replies > 1 ? ` (${change.replies} messages)` : ''}`,
      };
    case 'artifact':
      return {
        to: paths.chat(change.chatId),
        text: `New artifact: ${change.title}${change.version ? ` (version ${change.version})` : ''} in ${chat(change.chatId)}`,
      };
    case 'rules': {
      // Listed with their receipts and Undo (while held) on the Inbox.
      const jobs = new Set(change.jobIds).size;
      return { to: paths.inbox(), text: `Answered by rules: ${jobs} ${jobs === 1 ? 'job' : 'jobs'}` };
    }
  }
}

/** The listed jobs as the cache holds them now (without keeping the list read for this region). */
function useCurrentJobs(changes: readonly AwayChange[]): ReadonlyMap<string, Job> {
  const list = useCachedJobList()?.data;
  return useMemo(() => {
    const wanted = new Set(changes.flatMap((change) => (change.kind === 'job' ? [change.jobId] : [])));
    const found = new Map<string, Job>();
    if (wanted.size > 0) for (const job of list ?? []) if (wanted.has(job.id)) found.set(job.id, job);
    return found;
  }, [changes, list]);
}

export function AwayRegion({ chatTitle }: AwayRegionProps) {
  const changes = useAwayChanges();
  const { dismiss } = useAwayActions();
  const currentJobs = useCurrentJobs(changes);
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
          const { to, text } = describe(change, chatTitle, currentJobs);
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
