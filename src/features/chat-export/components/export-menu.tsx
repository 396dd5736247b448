// The "Export chat" menu: Markdown with the artifacts' latest revisions or all of them. Its own
// chunk, fetched when the menu first opens (export-chat.tsx); the Markdown builder comes with the
// first export.
import { useQueryClient } from '@tanstack/react-query';
import type { KeyboardEvent } from 'react';
import { sessionQueries } from '@/lib/api/queries/sessions';
import { saveFile } from '@/lib/save-file';
import { errorMessage } from '@/lib/error-message';
import type { RevisionChoice } from '../model/chat-markdown';

const MENU_BUTTON =
  'w-full rounded px-3 py-1.5 text-left text-sm hover:bg-slate-100 disabled:opacity-60 dark:hover:bg-slate-800';

/** The menu's state is its button's (export-chat.tsx): an export outlives a menu closed meanwhile. */
interface ExportState {
  busy: boolean;
  failure: string | undefined;
  setBusy: (busy: boolean) => void;
  setFailure: (failure: string | undefined) => void;
}

interface ExportMenuProps {
  chatId: string;
  title: string;
  state: ExportState;
  onDone: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
}

export function ExportMenu({ chatId, title, state, onDone, onKeyDown }: ExportMenuProps) {
  const queryClient = useQueryClient();
  const { busy, failure, setBusy, setFailure } = state;

  const exportAs = async (choice: RevisionChoice) => {
    setBusy(true);
    setFailure(undefined);
    try {
      const [{ buildChatMarkdown, exportFileName }, messages, revisions] = await Promise.all([
        import('../model/chat-markdown'),
        queryClient.ensureQueryData(sessionQueries.messages(chatId)),
        queryClient.ensureQueryData(sessionQueries.artifacts(chatId)),
      ]);
      const exportedAt = new Date();
      const markdown = buildChatMarkdown({ chatId, title, messages, revisions, choice, exportedAt });
      await saveFile(
        new Blob([markdown], { type: 'text/markdown;charset=utf-8' }),
        exportFileName(title, exportedAt),
      );
      onDone();
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
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
          onKeyDown={onKeyDown}
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
    </>
  );
}
