// What the plain and the virtualised conversation logs share: one row's content, and the
// "New messages" button shown when the person has scrolled up and something new arrived.
import { memo } from 'react';
import type { ChatItem } from './conversation-log';
import { MessageItem, OutgoingItem } from './message-item';

interface ConversationRowProps {
  item: ChatItem;
  onRetry: (localId: string) => void;
  onDiscard: (localId: string) => void;
}

/** A row re-renders only when its message (or outgoing item) or the handlers change. */
export const ConversationRow = memo(function ConversationRow({
  item,
  onRetry,
  onDiscard,
}: ConversationRowProps) {
  return item.message ? (
    <MessageItem message={item.message} />
  ) : (
    <OutgoingItem
      item={item.outgoing}
      onRetry={() => onRetry(item.outgoing.localId)}
      onDiscard={() => onDiscard(item.outgoing.localId)}
    />
  );
}, sameRow);

function sameRow(before: ConversationRowProps, after: ConversationRowProps): boolean {
  return (
    before.item.message === after.item.message &&
    before.item.outgoing === after.item.outgoing &&
    before.onRetry === after.onRetry &&
    before.onDiscard === after.onDiscard
  );
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
