import { useEffect } from 'react';
import { Link } from 'react-router';
import { ScreenHeading } from '@/components/layout/screen-heading';
import { CopyButton } from '@/components/markdown/code-block';
import { paths } from '@/config/paths';
import { chatTitle, useJobTitles } from '../hooks/use-job-titles';
import { useKnownChat } from '../store/known-chats-store';
import { ExportChat } from './export-chat';

export function ChatHeader({ chatId }: { chatId: string }) {
  const chat = useKnownChat(chatId);
  const ownTitle = chat?.title?.trim();
  const jobTitles = useJobTitles(!ownTitle);
  const title = chatTitle(ownTitle, jobTitles.get(chatId), 'Chat');

  useEffect(() => {
    const previous = document.title;
    document.title = `${title} · Agent Console`;
    return () => {
      document.title = previous;
    };
  }, [title]);

  return (
    <header className="mb-2 flex flex-wrap items-center gap-x-3 gap-y-1">
      <Link
        to={paths.chats()}
        className="text-sm text-sky-800 underline-offset-2 hover:underline dark:text-sky-300"
      >
        <span aria-hidden="true">← </span>Chats
      </Link>
      <ScreenHeading className="min-w-0 break-words text-lg font-semibold tracking-tight">
        {title}
      </ScreenHeading>
      {chat?.status ? (
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-300">
          {chat.status}
        </span>
      ) : null}
      <span className="ml-auto flex items-center gap-2">
        <ExportChat chatId={chatId} title={title} />
      </span>
      <span className="flex items-center gap-1 font-mono text-xs text-slate-600 dark:text-slate-400">
        {/* On a phone the id is shortened on screen, so "Copy" still says what it copies; a screen
            reader hears the whole id at every width. */}
        <span className="sr-only sm:not-sr-only">
          <span className="sr-only">Chat ID</span> {chatId}
        </span>
        <span className="sm:hidden" aria-hidden="true">
          ID {chatId.length > 9 ? `${chatId.slice(0, 8)}…` : chatId}
        </span>
        <CopyButton text={chatId} label="Copy chat ID" />
      </span>
    </header>
  );
}
