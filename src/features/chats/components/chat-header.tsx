import { Link } from '@/components/ui/link';
import { useDocumentTitle } from '@/components/layout/document-title';
import { ScreenHeading } from '@/components/layout/screen-heading';
import { CopyButton } from '@/components/markdown/code-block';
import { paths } from '@/config/paths';
import { useChatPreview } from '@/domain/chats/use-chat-preview';
import { useJobTitles } from '@/domain/chats/use-job-titles';
import { useKnownChat } from '@/domain/chats/known-chats-store';
import { chatName } from '@/domain/jobs/chat-name';
import type { ReactNode } from 'react';

/** `actions` is what the route puts beside the title (Export, another feature), given the title. */
export function ChatHeader({ chatId, actions }: { chatId: string; actions?: (title: string) => ReactNode }) {
  const chat = useKnownChat(chatId);
  const ownTitle = chat?.title?.trim();
  const jobTitles = useJobTitles(!ownTitle);
  const title = chatName(chatId, ownTitle, jobTitles.get(chatId));
  useChatPreview(chatId);

  useDocumentTitle(title);

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
      {/* Whether the agent works is the conversation's "Agent is working…" status; a raw state
          here would say it twice. */}
      <span className="ml-auto flex items-center gap-2">{actions?.(title)}</span>
      <span className="flex min-w-0 items-center gap-1 text-xs text-slate-600 dark:text-slate-400">
        {/* The id is cut at its end, never broken inside; hover shows it whole, "Copy" copies it,
            and a screen reader hears all of it. */}
        <span className="sr-only">Chat ID {chatId}</span>
        <span aria-hidden="true" title={chatId} className="max-w-[9rem] truncate font-mono sm:max-w-[22rem]">
          ID {chatId}
        </span>
        <CopyButton text={chatId} label="Copy chat ID" />
      </span>
    </header>
  );
}
