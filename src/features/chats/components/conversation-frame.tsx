// The frame both conversation logs render their rows in: the "Conversation" log region and, when
// the person has scrolled up past new messages, the "New messages" button.
import type { ReactNode, RefObject } from 'react';
import { NewMessagesButton } from './conversation-row';

interface ConversationFrameProps {
  scrollRef: RefObject<HTMLDivElement | null>;
  onScroll: () => void;
  unseen: boolean;
  onJumpToLatest: () => void;
  children: ReactNode;
}

export function ConversationFrame({
  scrollRef,
  onScroll,
  unseen,
  onJumpToLatest,
  children,
}: ConversationFrameProps) {
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
        {children}
      </div>
      {unseen ? <NewMessagesButton onClick={onJumpToLatest} /> : null}
    </div>
  );
}
