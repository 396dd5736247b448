// "Remove" takes a chat off this browser's list at once, and says so with an Undo that puts it
// back as it was, for UNDO_MS: long enough to notice a slip, short enough not to linger.
import { useCallback, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useKnownChatsActions, type KnownChat } from '@/domain/chats/known-chats-store';

const UNDO_MS = 8_000;

interface Removed {
  chat: KnownChat;
  title: string;
}

export function useRemoveWithUndo() {
  const { forget, restore } = useKnownChatsActions();
  const [removed, setRemoved] = useState<Removed>();

  useEffect(() => {
    if (!removed) return undefined;
    const timer = window.setTimeout(() => setRemoved(undefined), UNDO_MS);
    return () => window.clearTimeout(timer);
  }, [removed]);

  const remove = useCallback(
    (chat: KnownChat, title: string) => {
      forget(chat.id);
      setRemoved({ chat, title });
    },
    [forget],
  );
  const undo = useCallback(() => {
    if (removed) restore(removed.chat);
    setRemoved(undefined);
  }, [removed, restore]);
  return { removed, remove, undo };
}

export function RemovedChatNotice({ removed, onUndo }: { removed: Removed | undefined; onUndo: () => void }) {
  // The status is always there, so a screen reader hears each removal as it happens.
  return (
    <div role="status" className={removed ? 'mb-2' : 'sr-only'}>
      {removed ? (
        <div className="flex items-center justify-between gap-3 rounded-lg bg-slate-800 px-3 py-2 text-sm text-white dark:bg-slate-200 dark:text-slate-900">
          <span className="min-w-0 break-words">Removed “{removed.title}”</span>
          <Button
            variant="ghost"
            onClick={onUndo}
            className="shrink-0 text-white hover:bg-slate-700 dark:text-slate-900 dark:hover:bg-slate-300"
          >
            Undo
          </Button>
        </div>
      ) : null}
    </div>
  );
}
