// What the plain and the virtualised conversation logs share: one row's content, and the
// "New messages" button shown when the person has scrolled up and something new arrived.
import { memo } from 'react';
import type { ChatItem } from './conversation-log';
import { MessageItem, OutgoingItem } from './message-item';

/** One row of the log: a message, or one of this browser's sends. */
export const ConversationRow = memo(
  function ConversationRow({ item, onRetry, onDiscard }: RowProps) {
    if (item.message) return <MessageItem message={item.message} />;
    const { id } = item.outgoing;
    return <OutgoingItem item={item.outgoing} onRetry={() => onRetry(id)} onDiscard={() => onDiscard(id)} />;
  },
  // The logs build their items afresh on every render: a row re-renders only when its message
  // (or outgoing item) or a handler changed.
  (before, after) =>
    before.item.message === after.item.message &&
    before.item.outgoing === after.item.outgoing &&
    before.onRetry === after.onRetry &&
    before.onDiscard === after.onDiscard,
);

interface RowProps {
  item: ChatItem;
  onRetry: (localId: string) => void;
  onDiscard: (localId: string) => void;
}

export function NewMessagesButton({ onClick }: { onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="absolute bottom-3 left-1/2 -translate-x-1/2 rounded-full bg-sky-700 px-3 py-1.5 text-sm font-medium text-white shadow-lg hover:bg-sky-800 dark:bg-sky-600 dark:hover:bg-sky-500"
    >
      New messages <span aria-hidden="true">↓</span>
    </button>
  );
}
