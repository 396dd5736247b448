// One message of the conversation as an `article` named by its author ("You", "Agent"). Agent
// text is markdown through the shared safe renderer; a person's own text is shown as typed; a
// message whose shape we do not know shows its raw JSON, collapsed, rather than nothing.
import { memo, useDeferredValue } from 'react';
import { Link } from '@/components/ui/link';
import { NotSavedNote } from '@/components/ui/not-saved-note';
import { LongText } from '@/components/markdown/long-text';
import { Markdown } from '@/components/markdown/markdown';
import { isLargeText } from '@/components/markdown/text-rows';
import { isMarkdownMessage, type Message } from '@/lib/api/resources/message';
import { useOnline } from '@/lib/use-online';
import type { MessageWrite } from '@/lib/writes/write-record';
import { useUnsavedMessage } from '../store/chat-records';
import { formatTime } from '@/lib/time';

const AUTHOR_NAMES: Record<Message['author'], string> = { user: 'You', agent: 'Agent', system: 'System' };

function timeOf(iso: string | undefined): string | undefined {
  return formatTime(iso, 'clock');
}

function RawMessage({ raw }: { raw: unknown }) {
  let json: string;
  try {
    json = JSON.stringify(raw, null, 2) ?? String(raw);
  } catch {
    json = String(raw);
  }
  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-slate-700 dark:text-slate-300">
        A message in a format this app does not know (show raw)
      </summary>
      <pre className="mt-1 max-h-64 overflow-auto whitespace-pre-wrap break-all rounded bg-slate-100 p-2 text-xs dark:bg-slate-800">
        {json}
      </pre>
    </details>
  );
}

function Bubble({
  author,
  time,
  children,
  tone = 'normal',
}: {
  author: Message['author'];
  time?: string;
  children: React.ReactNode;
  tone?: 'normal' | 'pending' | 'failed';
}) {
  const name = AUTHOR_NAMES[author];
  const mine = author === 'user';
  const label = tone === 'failed' ? `${name}, not sent` : time ? `${name} at ${time}` : name;
  const toneClass =
    tone === 'failed'
      ? 'border-rose-300 bg-rose-50 dark:border-rose-800 dark:bg-rose-950'
      : mine
        ? 'border-sky-200 bg-sky-50 dark:border-sky-900 dark:bg-sky-950'
        : 'border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900';
  return (
    <article aria-label={label} className={`flex py-1.5 ${mine ? 'justify-end' : 'justify-start'}`}>
      <div className={`min-w-0 max-w-[min(48rem,92%)] rounded-lg border px-3 py-2 ${toneClass}`}>
        <p className="mb-0.5 text-xs font-semibold text-slate-700 dark:text-slate-300">
          {name}
          {/* A real space: read as text ("You 01:29 PM"), name and time are two words. */}
          {time ? (
            <>
              {' '}
              <span className="ml-1 font-normal text-slate-600 dark:text-slate-400">{time}</span>
            </>
          ) : null}
        </p>
        {children}
      </div>
    </article>
  );
}

/**
 * Agent text: as plain text in the render that mounts the row, then as markdown in a deferred,
 * interruptible render, so rows scrolled into a long chat mount in one cheap pass and their
 * markdown is parsed a row at a time between frames (the renderer shows the same plain text
 * until its chunk is here).
 */
function AgentText({ text }: { text: string }) {
  const rich = useDeferredValue(true, false);
  // A long text is never laid out whole: Markdown shows it plain and virtualised from the start.
  return rich || isLargeText(text) ? (
    <Markdown text={text} />
  ) : (
    <div className="min-w-0 whitespace-pre-wrap break-words leading-relaxed">{text}</div>
  );
}

export const MessageItem = memo(function MessageItem({ message }: { message: Message }) {
  const time = timeOf(message.createdAt);
  return (
    <Bubble author={message.author} time={time}>
      {message.text === undefined ? (
        <RawMessage raw={message.raw} />
      ) : !isMarkdownMessage(message) ? (
        isLargeText(message.text) ? (
          <LongText text={message.text} />
        ) : (
          <p className="whitespace-pre-wrap break-words">{message.text}</p>
        )
      ) : (
        <AgentText text={message.text} />
      )}
    </Bubble>
  );
});

function OutgoingActions({
  onRetry,
  onDiscard,
  tone,
}: {
  onRetry: () => void;
  onDiscard: () => void;
  tone: 'failed' | 'pending';
}) {
  return (
    <div className={`mt-1.5 flex gap-2 ${tone === 'pending' ? 'justify-end' : ''}`}>
      <button
        type="button"
        onClick={onRetry}
        className={
          tone === 'failed'
            ? 'rounded-md bg-rose-700 px-2.5 py-1 text-xs font-medium text-white hover:bg-rose-800'
            : 'rounded-md border border-slate-300 px-2.5 py-1 text-xs font-medium hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800'
        }
      >
        Retry
      </button>
      <button
        type="button"
        onClick={onDiscard}
        className={`rounded-md px-2.5 py-1 text-xs font-medium ${tone === 'failed' ? 'hover:bg-rose-100 dark:hover:bg-rose-900' : 'hover:bg-slate-100 dark:hover:bg-slate-800'}`}
      >
        Discard
      </button>
    </div>
  );
}

export function OutgoingItem({
  item,
  onRetry,
  onDiscard,
}: {
  item: MessageWrite;
  onRetry: () => void;
  onDiscard: () => void;
}) {
  const online = useOnline();
  // Storage did not keep it (over its bound, or full): it lives in this tab alone until it is sent.
  const unsaved = useUnsavedMessage(item.id) && item.state !== 'landed';
  const failed = item.state === 'failed';
  // Waiting for a network that is gone or failed: it goes out by itself (the write path).
  const waiting = item.state === 'due' && (!online || item.error !== undefined);
  return (
    <Bubble
      author="user"
      time={timeOf(new Date(item.createdAt).toISOString())}
      tone={failed ? 'failed' : 'pending'}
    >
      <p className="whitespace-pre-wrap break-words">{item.text}</p>
      {unsaved && <NotSavedNote className="mt-1 text-right" />}
      {failed ? (
        <div role="alert" className="mt-2 text-sm text-rose-900 dark:text-rose-100">
          {item.keyRefused ? (
            <p>
              <span className="font-semibold">Not sent.</span> The service refused the API key. Your message
              is kept here: set a valid key in{' '}
              <Link to="/settings" className="font-medium underline">
                Settings
              </Link>
              , then Retry.
            </p>
          ) : (
            <p>
              <span className="font-semibold">Not sent.</span> {item.error}
            </p>
          )}
          <OutgoingActions onRetry={onRetry} onDiscard={onDiscard} tone="failed" />
        </div>
      ) : waiting ? (
        <div className="mt-1 text-right text-xs text-slate-700 dark:text-slate-300">
          <p>
            {online ? 'Could not reach the service.' : 'You are offline.'} Waiting to send: it goes out by
            itself when the connection is back.
          </p>
          <OutgoingActions onRetry={onRetry} onDiscard={onDiscard} tone="pending" />
        </div>
      ) : (
        <p className="mt-1 text-right text-xs text-slate-600 dark:text-slate-400">
          {item.state === 'landed' ? 'Sent' : 'Sending…'}
        </p>
      )}
    </Bubble>
  );
}
