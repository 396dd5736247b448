// The frame both conversation logs render their rows in: the "Conversation" log region and, when
// the person has scrolled up past new messages, the "New messages" button.
import type { ReactNode, RefObject } from 'react';
import { NewMessagesButton } from './conversation-row';
import type { PinnedLog } from './use-pinned-log';

interface ConversationFrameProps {
  scrollRef: RefObject<HTMLDivElement | null>;
  log: PinnedLog;
  hasItems: boolean;
  /** Shown instead of the rows when there are no items. */
  empty: ReactNode;
  children: ReactNode;
}

export function ConversationFrame({ scrollRef, log, hasItems, empty, children }: ConversationFrameProps) {
  return (
    <div className="relative min-h-0 flex-1">
      <div
        ref={scrollRef}
        role="log"
        aria-label="Conversation"
        aria-live="off"
        // A scrollable region must be reachable by keyboard (axe: scrollable-region-focusable).
        tabIndex={0}
        onScroll={log.onScroll}
        className="relative h-full overflow-y-auto overscroll-contain rounded-lg border border-slate-200 bg-slate-50/60 px-2 sm:px-3 dark:border-slate-800 dark:bg-slate-900/40"
      >
        {hasItems ? children : empty}
      </div>
      {log.unseen ? <NewMessagesButton onClick={log.jumpToLatest} /> : null}
    </div>
  );
}
