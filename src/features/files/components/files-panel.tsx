// The Files region: "Upload file" (several at once; drops and pastes on the chat come here too)
// and the chat's uploads. Their rows (progress, Cancel, Retry, downloads) are their own chunk,
// fetched once the chat has an upload: a first visit of a chat shows none.
import { Suspense } from 'react';
import { PartUnavailable } from '@/components/ui/part-unavailable';
import { lazyComponent } from '@/lib/lazy-component';
import { useUploads } from '../hooks/use-uploads';
import { useActiveUploads, useFinishedUploads } from '../store/uploads-store';
import { useChatUnknown } from '../api/use-chat-unknown';

const UploadRows = lazyComponent(
  () => import('./upload-rows').then((module) => module.UploadRows),
  () => <PartUnavailable what="The uploads" />,
);

export function FilesPanel({ chatId }: { chatId: string }) {
  const { start } = useUploads();
  const active = useActiveUploads(chatId);
  const finished = useFinishedUploads(chatId);
  const unknown = useChatUnknown(chatId);
  const noteId = `upload-note-${chatId}`;
  return (
    <section aria-label="Files" className="flex min-w-0 flex-col gap-2">
      <h2 className="text-base font-semibold">Files</h2>
      <div>
        <label htmlFor={`upload-${chatId}`} className="mb-1 block text-sm font-medium">
          Upload file
        </label>
        <input
          id={`upload-${chatId}`}
          type="file"
          multiple
          disabled={unknown}
          aria-describedby={noteId}
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = '';
            if (files.length) start(chatId, files);
          }}
          className="block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-sky-700 file:px-3 file:py-1.5 file:font-medium file:text-white hover:file:bg-sky-800 disabled:cursor-not-allowed disabled:opacity-60"
        />
        <p id={noteId} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {unknown
            ? 'Files cannot be uploaded: the service does not know this chat.'
            : 'Or drop files on the chat, or paste them.'}
        </p>
      </div>
      {active.length > 0 || finished.length > 0 ? (
        <Suspense fallback={null}>
          <UploadRows active={active} finished={finished} />
        </Suspense>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          No files uploaded to this chat from this browser yet.
        </p>
      )}
    </section>
  );
}
