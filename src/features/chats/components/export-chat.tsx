// "Export chat": downloads the chat as Markdown, with the artifacts' latest revisions or all of
// them. The Markdown builder is fetched on the first export.
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type KeyboardEvent } from 'react';
import { sessionQueries } from '@/lib/api/queries/sessions';
import { saveFile } from '@/lib/save-file';
import { errorMessage } from '@/lib/error-message';
import type { RevisionChoice } from '../export/chat-markdown';

const MENU_BUTTON =
  'w-full rounded px-3 py-1.5 text-left text-sm hover:bg-slate-100 disabled:opacity-60 dark:hover:bg-slate-800';

export function ExportChat({ chatId, title }: { chatId: string; title: string }) {
  const queryClient = useQueryClient();
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  const exportAs = async (choice: RevisionChoice) => {
    setBusy(true);
    setFailure(undefined);
    try {
      const [{ buildChatMarkdown, exportFileName }, messages, revisions] = await Promise.all([
        import('../export/chat-markdown'),
        queryClient.ensureQueryData(sessionQueries.messages(chatId)),
        queryClient.ensureQueryData(sessionQueries.artifacts(chatId)),
      ]);
      const exportedAt = new Date();
      const markdown = buildChatMarkdown({ chatId, title, messages, revisions, choice, exportedAt });
      await saveFile(
        new Blob([markdown], { type: 'text/markdown;charset=utf-8' }),
        exportFileName(title, exportedAt),
      );
      setOpen(false);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') setOpen(false);
  };

  return (
    <div className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
        onKeyDown={closeOnEscape}
        className="rounded-md border border-slate-300 px-2 py-1 text-xs pointer-coarse:min-h-11 hover:bg-slate-50 dark:border-slate-600 dark:hover:bg-slate-800"
      >
        Export chat
      </button>
      {open ? (
        <div
          id={menuId}
          role="group"
          aria-label="Export chat as Markdown"
          className="absolute right-0 z-20 mt-1 w-64 rounded-lg border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          {(
            [
              ['latest', 'Markdown, latest revisions'],
              ['all', 'Markdown, every revision'],
            ] as const
          ).map(([choice, label]) => (
            <button
              key={choice}
              type="button"
              className={MENU_BUTTON}
              disabled={busy}
              onKeyDown={closeOnEscape}
              onClick={() => void exportAs(choice)}
            >
              {label}
            </button>
          ))}
          {failure ? (
            <p role="alert" className="px-3 py-1.5 text-sm text-rose-800 dark:text-rose-300">
              The chat could not be exported: {failure}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
