// The conversation, virtualised: only the messages in view are mounted, so 10,000 stay smooth.
// It stays pinned to the newest message unless the person scrolled up; then a "New messages"
// button offers the way down. The log itself is not live (a virtual list would re-announce rows
// as they mount); a separate hidden region announces each finished reply once.
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Message } from '@/lib/api/resources/message';
import type { Outgoing } from '../store/outgoing-store';
import { ConversationRow, NewMessagesButton } from './conversation-row';

export type ChatItem =
  | { key: string; message: Message; outgoing?: undefined }
  | { key: string; outgoing: Outgoing; message?: undefined };

const PINNED_SLACK_PX = 48;

interface ConversationLogProps {
  items: ChatItem[];
  onRetry: (localId: string) => void;
  onDiscard: (localId: string) => void;
  empty: React.ReactNode;
}

export function ConversationLog({ items, onRetry, onDiscard, empty }: ConversationLogProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const pinned = useRef(true);
  const [unseen, setUnseen] = useState(false);
  const lastKey = items.at(-1)?.key;

  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Virtual returns functions whose results change while the object stays the same; the compiler (not used in this build) would skip this component, and nothing here memoises on the virtualizer.
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 88,
    // Each row mounted while scrolling parses its markdown: a few beyond the view are enough.
    overscan: 3,
    getItemKey: (index) => items[index]?.key ?? index,
  });

  // A new last item: follow it when pinned or when it is the person's own message just sent;
  // otherwise say there is something below.
  useLayoutEffect(() => {
    if (items.length === 0) return;
    const last = items.at(-1)?.outgoing;
    if (last && last.state !== 'failed') pinned.current = true;
    if (pinned.current) virtualizer.scrollToIndex(items.length - 1, { align: 'end' });
    else setUnseen(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new last message moves the view
  }, [lastKey]);

  // Rows measure themselves after mounting; keep the bottom in view while they settle.
  const totalSize = virtualizer.getTotalSize();
  useEffect(() => {
    const element = scrollRef.current;
    if (element && pinned.current) element.scrollTop = element.scrollHeight;
  }, [totalSize]);

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
    virtualizer.scrollToIndex(items.length - 1, { align: 'end' });
  };

  return (
    <div className="relative min-h-0 flex-1">
      <div
        ref={scrollRef}
        role="log"
        aria-label="Conversation"
        aria-live="off"
        tabIndex={0}
        onScroll={onScroll}
        className="h-full overflow-y-auto overscroll-contain rounded-lg border border-slate-200 bg-slate-50/60 px-2 sm:px-3 dark:border-slate-800 dark:bg-slate-900/40"
      >
        {items.length === 0 ? (
          empty
        ) : (
          <div className="relative w-full" style={{ height: totalSize }}>
            {virtualizer.getVirtualItems().map((row) => {
              const item = items[row.index];
              if (!item) return null;
              return (
                <div
                  key={row.key}
                  data-index={row.index}
                  ref={virtualizer.measureElement}
                  className="absolute left-0 top-0 w-full"
                  style={{ transform: `translateY(${row.start}px)` }}
                >
                  <ConversationRow item={item} onRetry={onRetry} onDiscard={onDiscard} />
                </div>
              );
            })}
          </div>
        )}
      </div>
      {unseen ? <NewMessagesButton onClick={jumpToLatest} /> : null}
    </div>
  );
}
