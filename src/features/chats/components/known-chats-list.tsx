// Every chat this browser knows, newest first. A chat the service answered 404 for says so and
// can be removed from the list.
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { chatTitle, useJobTitles } from '../hooks/use-job-titles';
import {
  sortKnownChats,
  useKnownChatsActions,
  useKnownChatsStore,
  type KnownChat,
} from '../store/known-chats-store';
import { formatTime } from '@/lib/time';

function KnownChatRow({
  chat,
  jobTitle,
  onForget,
}: {
  chat: KnownChat;
  jobTitle: string | undefined;
  onForget: () => void;
}) {
  const title = chatTitle(chat.title, jobTitle, `Chat ${chat.id.slice(0, 8)}`);
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2.5">
      <div className="w-full min-w-0 sm:w-auto sm:flex-1">
        <Link
          to={paths.chat(chat.id)}
          className="break-words font-medium text-sky-800 hover:underline dark:text-sky-300"
        >
          {title}
        </Link>
        <p className="truncate font-mono text-xs text-slate-600 dark:text-slate-400">{chat.id}</p>
      </div>
      {chat.gone ? (
        <span className="rounded-full bg-rose-100 px-2 py-0.5 text-xs text-rose-900 dark:bg-rose-950 dark:text-rose-200">
          Not on the service any more
        </span>
      ) : chat.status ? (
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-300">
          {chat.status}
        </span>
      ) : null}
      <span className="text-xs text-slate-600 dark:text-slate-400">
        {formatTime(chat.lastSeen, 'date-minute')}
      </span>
      <button
        type="button"
        onClick={onForget}
        aria-label={`Remove chat ${chat.id.slice(0, 8)} from this list`}
        className="rounded px-2 py-1 text-xs text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
      >
        Remove
      </button>
    </li>
  );
}

export function KnownChatsList() {
  const chats = useKnownChatsStore((s) => s.chats);
  const { forget } = useKnownChatsActions();
  const sorted = sortKnownChats(chats);
  const jobTitles = useJobTitles(sorted.some((chat) => !chat.title?.trim()));
  return (
    <section aria-labelledby="known-chats-heading" className="mt-6">
      <h2 id="known-chats-heading" className="mb-2 text-base font-semibold">
        Your chats
      </h2>
      {sorted.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
          No chats yet. Start one with “New chat”, or open one by its ID. Chats of your jobs and chats the
          event stream mentions appear here too.
        </p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
          {sorted.map((chat) => (
            <KnownChatRow
              key={chat.id}
              chat={chat}
              jobTitle={jobTitles.get(chat.id)}
              onForget={() => forget(chat.id)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
