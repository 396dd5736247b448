// The conversation, virtualised: only the messages in view are mounted, so 10,000 stay smooth.
// It stays pinned to the newest message unless the person scrolled up; then a "New messages"
// button offers the way down. The log itself is not live (a virtual list would re-announce rows
// as they mount); a separate hidden region announces each finished reply once.
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import { virtualRowProps } from '@/components/ui/virtual-row';
import type { Message } from '@/lib/api/resources/message';
import type { MessageWrite } from '@/lib/writes/write-record';
import { ConversationFrame } from './conversation-frame';
import { ConversationRow } from './conversation-row';
import { usePinnedLog } from './use-pinned-log';

export type ChatItem =
  | { key: string; message: Message; outgoing?: undefined }
  | { key: string; outgoing: MessageWrite; message?: undefined };

interface ConversationLogProps {
  items: ChatItem[];
  onRetry: (id: string) => void;
  onDiscard: (id: string) => void;
  empty: React.ReactNode;
}

export function ConversationLog({ items, onRetry, onDiscard, empty }: ConversationLogProps) {
  const scrollRef = useRef<HTMLDivElement>(null);

  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Virtual returns functions whose results change while the object stays the same; the compiler (not used in this build) would skip this component, and nothing here memoises on the virtualizer.
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 88,
    // Each row mounted while scrolling parses its markdown: a few beyond the view are enough.
    overscan: 3,
    getItemKey: (index) => items[index]?.key ?? index,
  });
  const log = usePinnedLog(items, scrollRef, () =>
    virtualizer.scrollToIndex(items.length - 1, { align: 'end' }),
  );

  // Rows measure themselves after mounting; keep the bottom in view while they settle.
  const totalSize = virtualizer.getTotalSize();
  useEffect(() => {
    const element = scrollRef.current;
    if (element && log.pinned.current) element.scrollTop = element.scrollHeight;
  }, [totalSize, log.pinned]);

  return (
    <ConversationFrame scrollRef={scrollRef} log={log} hasItems={items.length > 0} empty={empty}>
      <div className="relative w-full" style={{ height: totalSize }}>
        {virtualizer.getVirtualItems().map((row) => {
          const item = items[row.index];
          if (!item) return null;
          return (
            <div key={row.key} {...virtualRowProps(virtualizer, row)}>
              <ConversationRow item={item} onRetry={onRetry} onDiscard={onDiscard} />
            </div>
          );
        })}
      </div>
    </ConversationFrame>
  );
}
