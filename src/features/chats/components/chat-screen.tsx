// One chat: the conversation, the composer, and beside them what the route puts in `aside`
// (artifacts and files) and `headerActions` (Export), which are other features. Files dropped or
// pasted anywhere on the chat go to `onFiles`.
import { StaleReadNote } from '@/components/ui/stale-read-note';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ClipboardEvent, type DragEvent, type ReactNode } from 'react';
import { ErrorAlert } from '@/components/ui/error-alert';
import { ListProgressNote } from '@/components/ui/list-progress-note';
import { isApiError } from '@/lib/api/errors';
import { useLastError } from '@/lib/use-last-error';
import { sessionQueries } from '@/lib/api/queries/sessions';
import { useSendMessage } from '../hooks/use-send-message';
import { useTurnTracking } from '../hooks/use-turn-tracking';
import { useKnownChatsActions } from '@/domain/chats/known-chats-store';
import { heldByChat } from '@/lib/writes/message-landing';
import { useChatRecords } from '../store/chat-records';
import { ChatHeader } from './chat-header';
import { Composer } from './composer';
import { ChatLog } from './chat-log';
import type { ChatItem } from './conversation-log';
import { ReplyAnnouncer } from './reply-announcer';

interface ChatScreenProps {
  chatId: string;
  aside?: ReactNode;
  /** Beside the chat's title, given it (the route's Export). */
  headerActions?: (title: string) => ReactNode;
  onFiles?: (files: File[]) => void;
}

function hasFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer.types).includes('Files');
}

export function ChatScreen({ chatId, aside, headerActions, onFiles }: ChatScreenProps) {
  const { remember, markGone } = useKnownChatsActions();
  const messagesQuery = useQuery(sessionQueries.messages(chatId));
  const records = useChatRecords(chatId);
  const { send, retry, discard } = useSendMessage(chatId);
  const { refetch } = messagesQuery;
  const working = useTurnTracking(chatId, messagesQuery.data, refetch);
  const [dragging, setDragging] = useState(false);
  const failure = useLastError(messagesQuery.error, messagesQuery.data !== undefined);
  const gone = isApiError(failure) && failure.status === 404;
  const loaded = messagesQuery.isSuccess;

  // Listed once the service shows it knows the chat, so an id it never knew is not added;
  // a chat that was listed and now answers 404 stays, marked, for the person to remove.
  useEffect(() => {
    if (loaded) remember({ id: chatId });
  }, [loaded, chatId, remember]);
  useEffect(() => {
    if (gone) markGone(chatId);
  }, [gone, chatId, markGone]);

  const items = useMemo<ChatItem[]>(
    () => [
      ...(messagesQuery.data ?? []).map((message, index) => ({ key: `m:${message.id}:${index}`, message })),
      // Its own copy shows until the chat's read holds the message.
      ...records
        .filter((record) => !heldByChat(record, messagesQuery.data))
        .map((record) => ({ key: `o:${record.id}`, outgoing: record })),
    ],
    [messagesQuery.data, records],
  );

  const takesFiles = onFiles !== undefined && !gone;
  const onDrop = (event: DragEvent) => {
    setDragging(false);
    if (!onFiles || !takesFiles || !hasFiles(event)) return;
    event.preventDefault();
    onFiles(Array.from(event.dataTransfer.files));
  };
  const onPaste = (event: ClipboardEvent) => {
    if (!onFiles || !takesFiles || event.clipboardData.files.length === 0) return;
    event.preventDefault();
    onFiles(Array.from(event.clipboardData.files));
  };

  return (
    <div
      // Wide screens: exactly the space below the app header (a zero flex basis, so the content
      // cannot stretch it), one row that tall; the page does not scroll, the conversation and
      // the side panel each scroll inside themselves. A very short window still gets 26rem.
      className="relative grid min-h-0 flex-1 gap-4 lg:min-h-[26rem] lg:basis-0 lg:grid-cols-[minmax(0,1fr)_minmax(20rem,28rem)] lg:grid-rows-[minmax(0,1fr)]"
      onDragOver={(event) => {
        if (!takesFiles || !hasFiles(event)) return;
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={(event) => {
        if (event.currentTarget === event.target) setDragging(false);
      }}
      onDrop={onDrop}
      onPaste={onPaste}
    >
      <section
        aria-label="Chat"
        className="flex h-[75dvh] min-h-[24rem] min-w-0 flex-col lg:h-auto lg:min-h-0"
      >
        <ChatHeader chatId={chatId} actions={headerActions} />
        {gone ? (
          <ErrorAlert title="This chat is not on the service." error={failure}>
            <span>
              It may have been deleted, or it belongs to another account. You can remove it from your list on
              the Chats screen.
            </span>
          </ErrorAlert>
        ) : failure && messagesQuery.data !== undefined ? (
          <StaleReadNote />
        ) : failure ? (
          <ErrorAlert
            title="The messages could not be loaded."
            error={failure}
            onRetry={() => refetch()}
            retrying={messagesQuery.isFetching}
          />
        ) : null}
        <ChatLog
          items={items}
          onRetry={retry}
          onDiscard={discard}
          empty={
            failure ? null : (
              <p className="p-6 text-center text-sm text-slate-600 dark:text-slate-400">
                {messagesQuery.isPending
                  ? 'Loading messages…'
                  : 'No messages yet. Say hello to the agent below.'}
              </p>
            )
          }
        />
        <ListProgressNote
          queryKey={sessionQueries.messages(chatId).queryKey}
          noun="messages"
          fetching={messagesQuery.isFetching}
        />
        <div className="min-h-6 pt-1 text-sm text-slate-700 dark:text-slate-300">
          {working ? (
            <p role="status" aria-label="Agent is working…" className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className="inline-block size-2 animate-pulse rounded-full bg-sky-600 motion-reduce:animate-none"
              />
              Agent is working…
            </p>
          ) : null}
        </div>
        <ReplyAnnouncer working={working} messages={messagesQuery.data} />
        <Composer
          chatId={chatId}
          onSend={send}
          disabledReason={gone ? 'Messages cannot be sent: the service does not know this chat.' : undefined}
        />
      </section>
      {/* `relative`: visually hidden text in the panel is placed absolutely; without a positioned
          ancestor here it escaped the panel's scroll and stretched the page below the chat. */}
      {aside ? (
        <div className="relative flex min-w-0 flex-col gap-4 lg:min-h-0 lg:overflow-y-auto lg:pr-1">
          {aside}
        </div>
      ) : null}
      {dragging ? (
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 z-20 flex items-center justify-center rounded-xl border-4 border-dashed border-sky-500 bg-sky-50/80 text-lg font-semibold text-sky-900 dark:bg-sky-950/80 dark:text-sky-100"
        >
          Drop files to upload them to this chat
        </div>
      ) : null}
    </div>
  );
}
