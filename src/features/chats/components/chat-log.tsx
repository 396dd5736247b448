// The conversation, sized to the chat: a short one renders every message in the normal flow; a
// long one uses the virtualised ConversationLog, whose chunk (with @tanstack/react-virtual) is
// fetched only then, so opening an everyday chat does not pay for it. Both keep the same contract:
// the "Conversation" log, pinned to the newest message unless the person scrolled up, and a
// "New messages" button then.
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, type ComponentProps } from 'react';
import type { ConversationLog as VirtualLog } from './conversation-log';
import { ConversationRow, NewMessagesButton } from './conversation-row';

/** Chats up to this many items render them all; longer ones are virtualised. */
const VIRTUALIZE_ABOVE = 150;
const PINNED_SLACK_PX = 48;

const ConversationLog = lazy(() =>
  import('./conversation-log').then((module) => ({ default: module.ConversationLog })),
);

type ChatLogProps = ComponentProps<typeof VirtualLog>;

export function ChatLog(props: ChatLogProps) {
  if (props.items.length <= VIRTUALIZE_ABOVE) return <PlainConversationLog {...props} />;
  // Until the virtualised log arrives, the newest messages show as they are.
  return (
    <Suspense fallback={<PlainConversationLog {...props} items={props.items.slice(-VIRTUALIZE_ABOVE)} />}>
      <ConversationLog {...props} />
    </Suspense>
  );
}

function PlainConversationLog({ items, onRetry, onDiscard, empty }: ChatLogProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const pinned = useRef(true);
  const [unseen, setUnseen] = useState(false);
  const lastKey = items.at(-1)?.key;

  const scrollToEnd = () => {
    const element = scrollRef.current;
    if (element) element.scrollTop = element.scrollHeight;
  };

  // A new last item: follow it when pinned or when it is the person's own message just sent;
  // otherwise say there is something below.
  useLayoutEffect(() => {
    if (items.length === 0) return;
    const last = items.at(-1)?.outgoing;
    if (last && last.state !== 'failed') pinned.current = true;
    if (pinned.current) scrollToEnd();
    else setUnseen(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new last message moves the view
  }, [lastKey]);

  // Messages change height as they settle (markdown arriving, a reply growing): keep the bottom
  // in view while pinned.
  const hasItems = items.length > 0;
  useEffect(() => {
    const content = contentRef.current;
    if (!content || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      if (pinned.current) scrollToEnd();
    });
    observer.observe(content);
    return () => observer.disconnect();
  }, [hasItems]);

  const onScroll = () => {
    const element = scrollRef.current;
    if (!element) return;
    const atBottom = element.scrollHeight - element.scrollTop - element.clientHeight < PINNED_SLACK_PX;
    pinned.current = atBottom;
    if (atBottom) setUnseen(false);
  };

  const jumpToLatest = () => {
    pinned.current = true;
    setUnseen(false);
    scrollToEnd();
  };

  return (
    <div className="relative min-h-0 flex-1">
      <div
        ref={scrollRef}
        role="log"
        aria-label="Conversation"
        aria-live="off"
        // A scrollable region must be reachable by keyboard (axe: scrollable-region-focusable).
        tabIndex={0}
        onScroll={onScroll}
        className="h-full overflow-y-auto overscroll-contain rounded-lg border border-slate-200 bg-slate-50/60 px-2 sm:px-3 dark:border-slate-800 dark:bg-slate-900/40"
      >
        {items.length === 0 ? (
          empty
        ) : (
          <div ref={contentRef} className="w-full">
            {/* data-index: rows carry their position, as in the virtualised log (bench/chaos reads it). */}
            {items.map((item, index) => (
              <div key={item.key} data-index={index} className="w-full">
                <ConversationRow item={item} onRetry={onRetry} onDiscard={onDiscard} />
              </div>
            ))}
          </div>
        )}
      </div>
      {unseen ? <NewMessagesButton onClick={jumpToLatest} /> : null}
    </div>
  );
}
