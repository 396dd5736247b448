// "Export chat": downloads the chat as Markdown, with the artifacts' latest revisions or all of
// them. The menu's choices and the export itself are fetched when it first opens
// (export-menu.tsx).
import { Suspense, useCallback, useId, useState, type KeyboardEvent } from 'react';
import { PartUnavailable } from '@/components/ui/part-unavailable';
import { lazyComponent } from '@/lib/lazy-component';

const ExportMenu = lazyComponent(
  () => import('./export-menu').then((module) => module.ExportMenu),
  () => <PartUnavailable what="The export" />,
);

export function ExportChat({ chatId, title }: { chatId: string; title: string }) {
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const close = useCallback(() => setOpen(false), []);

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
        className="rounded-md border border-slate-300 px-2 py-1 text-xs hover:bg-slate-50 dark:border-slate-600 dark:hover:bg-slate-800"
      >
        Export chat
      </button>
      {open ? (
        <div
          id={menuId}
          role="group"
          aria-label="Export chat as Markdown"
          className="absolute left-0 z-20 mt-1 w-64 max-w-[calc(100vw-1.5rem)] rounded-lg sm:left-auto sm:right-0 border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          <Suspense fallback={null}>
            <ExportMenu
              chatId={chatId}
              title={title}
              state={{ busy, failure, setBusy, setFailure }}
              onDone={close}
              onKeyDown={closeOnEscape}
            />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
