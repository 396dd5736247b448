// Every chat this browser knows, newest first: its title, the start of its last message, and
// whether its agent is working. The person's own chats come first; the chats of jobs (one per job
// on the board) are listed apart below them, so they never bury the person's. Its id is kept for
// hover and for "Open by id"; a row that is removed can be put back for a few seconds.
import { Link } from '@/components/ui/link';
import { formatTime } from '@/lib/time';
import { paths } from '@/config/paths';
import { chatName } from '@/domain/jobs/chat-name';
import { useJobTitles } from '@/domain/chats/use-job-titles';
import { sortKnownChats, useKnownChatsStore, type KnownChat } from '@/domain/chats/known-chats-store';
import { RemovedChatNotice, useRemoveWithUndo } from './removed-chat-notice';

function KnownChatRow({ chat, title, onRemove }: { chat: KnownChat; title: string; onRemove: () => void }) {
  const working = chat.running ?? chat.status === 'running';
  return (
    <li className="flex items-start gap-3 px-3 py-2.5">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5">
          <Link
            to={paths.chat(chat.id)}
            title={`Chat ${chat.id}`}
            className="min-w-0 break-words font-medium text-sky-800 hover:underline dark:text-sky-300"
          >
            {title}
          </Link>
          <span className="text-xs text-slate-600 dark:text-slate-400">
            {formatTime(chat.lastSeen, 'date-minute')}
          </span>
          {chat.gone ? (
            <span className="text-xs text-rose-800 dark:text-rose-300">Not on the service any more</span>
          ) : working ? (
            <span className="text-xs text-sky-800 dark:text-sky-300">Agent is working…</span>
          ) : null}
        </div>
        <p className="truncate text-sm text-slate-600 dark:text-slate-400">
          {chat.preview ? chat.preview : <span className="italic">No messages read yet</span>}
        </p>
      </div>
      <button
        type="button"
        onClick={onRemove}
        aria-label={`Remove “${title}” from this list`}
        className="shrink-0 rounded px-2 py-1 text-xs text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
      >
        Remove
      </button>
    </li>
  );
}

const LIST =
  'divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800';

export function KnownChatsList() {
  const chats = useKnownChatsStore((s) => s.chats);
  const sorted = sortKnownChats(chats);
  // The jobs list says which chats are jobs' (and names those with no title of their own).
  const jobTitles = useJobTitles(sorted.length > 0);
  const { removed, remove, undo } = useRemoveWithUndo();
  const own = sorted.filter((chat) => !jobTitles.has(chat.id));
  const ofJobs = sorted.filter((chat) => jobTitles.has(chat.id));
  const rows = (list: readonly KnownChat[]) =>
    list.map((chat) => {
      const title = chatName(chat.id, chat.title, jobTitles.get(chat.id));
      return <KnownChatRow key={chat.id} chat={chat} title={title} onRemove={() => remove(chat, title)} />;
    });
  return (
    <section aria-labelledby="known-chats-heading" className="mt-6">
      <h2 id="known-chats-heading" className="mb-2 text-base font-semibold">
        Your chats
      </h2>
      <RemovedChatNotice removed={removed} onUndo={undo} />
      {sorted.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
          No chats yet. Start one with “New chat”. Chats of your jobs and chats the event stream mentions
          appear here too.
        </p>
      ) : null}
      {own.length > 0 ? (
        <ul aria-label="Your own chats" className={LIST}>
          {rows(own)}
        </ul>
      ) : null}
      {ofJobs.length > 0 ? (
        <>
          <h3 id="job-chats-heading" className="mt-5 mb-2 text-sm font-semibold">
            Chats of jobs ({ofJobs.length})
          </h3>
          <ul aria-labelledby="job-chats-heading" className={LIST}>
            {rows(ofJobs)}
          </ul>
        </>
      ) : null}
    </section>
  );
}
