// What the first visit pays for the command palette: this button and one keydown listener.
// The palette itself (cmdk and its composition) is fetched on the first Control/⌘+K or click;
// until it is in, a box of the palette's shape takes what is typed.
import { Suspense, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '@/components/ui/button';
import { PartUnavailable } from '@/components/ui/part-unavailable';
import { useWindowKeydown } from '@/lib/use-window-keydown';
import { lazyComponent } from '@/lib/lazy-component';

const MAC = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);

const PaletteHost = lazyComponent(
  () => import('./palette-host').then((module) => module.PaletteHost),
  PaletteUnavailable,
);

/** Offline before the palette's chunk came: say so where it would open, with a way to close. */
function PaletteUnavailable({ onClose }: { onClose: () => void }) {
  return (
    <div className="fixed inset-x-3 top-16 z-40 mx-auto flex max-w-xl flex-col items-end gap-2 rounded-lg bg-white p-2 shadow-lg dark:bg-slate-900">
      <PartUnavailable what="The command palette" urgent />
      <Button variant="ghost" onClick={onClose}>
        Close
      </Button>
    </div>
  );
}

/**
 * The palette while its chunk comes (the first opening of a visit): a box to type in at once, so
 * no key typed after Control+K is lost or lands in the page; what it holds becomes the palette's
 * text when the palette is in.
 */
function PaletteOpening({ onType, onClose }: { onType: (text: string) => void; onClose: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    input.current?.focus();
  }, []);
  return (
    <div
      role="dialog"
      aria-label="Command palette"
      aria-busy="true"
      className="fixed inset-x-0 top-[12vh] z-50 mx-auto w-[min(40rem,calc(100vw-2rem))] rounded-xl border border-slate-200 bg-white text-slate-900 shadow-2xl dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      <input
        ref={input}
        aria-label="Search or run a command"
        placeholder="Search screens, jobs, chats; or type a job to dispatch"
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => onType(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose();
        }}
        className="w-full border-b border-slate-200 bg-transparent px-4 py-3 text-base focus:outline-none dark:border-slate-700"
      />
      <p className="px-4 py-3 text-sm text-slate-600 dark:text-slate-300">Opening…</p>
    </div>
  );
}

export function PaletteLauncher() {
  const [open, setOpen] = useState(false);
  const returnTo = useRef<HTMLElement | null>(null);
  // What was typed into the palette before it was in (PaletteOpening).
  const typed = useRef('');
  const typedSoFar = useCallback(() => typed.current, []);
  const noteTyped = useCallback((text: string) => {
    typed.current = text;
  }, []);

  const show = useCallback(() => {
    if (document.activeElement instanceof HTMLElement) returnTo.current = document.activeElement;
    typed.current = '';
    setOpen(true);
  }, []);
  const close = useCallback(() => {
    setOpen(false);
    const target = returnTo.current;
    returnTo.current = null;
    // Back to where the person was, unless what the palette ran put focus somewhere of its own
    // (a new chat's message box): only focus still in the palette, or lost, is given back.
    const now = document.activeElement;
    const lost = !now || now === document.body || !now.isConnected || now.closest('dialog') !== null;
    if (target?.isConnected && lost) target.focus();
  }, []);

  useWindowKeydown((event) => {
    if (
      (event.ctrlKey || event.metaKey) &&
      !event.altKey &&
      !event.shiftKey &&
      event.key.toLowerCase() === 'k'
    ) {
      event.preventDefault();
      show();
    }
  });

  return (
    <>
      <button
        type="button"
        onClick={show}
        aria-label="Search and commands"
        aria-keyshortcuts="Control+K Meta+K"
        title={`Search and commands (${MAC ? '⌘K' : 'Ctrl+K'})`}
        className="inline-flex min-h-8 items-center gap-2 rounded-md border border-slate-300 px-2 py-1 text-xs text-slate-600 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-300 dark:hover:bg-slate-800"
      >
        <svg aria-hidden="true" viewBox="0 0 16 16" className="size-3.5" fill="none" stroke="currentColor">
          <circle cx="7" cy="7" r="4.5" strokeWidth="1.5" />
          <path d="m10.5 10.5 3 3" strokeWidth="1.5" strokeLinecap="round" />
        </svg>
        {/* The visible words hold the button's name (WCAG 2.5.3: speaking the label works);
            narrow screens show its first word. The shortcut is in aria-keyshortcuts and title.
            The space stays outside the inner span: axe trims each element's text before joining. */}
        <span>
          Search <span className="hidden sm:inline">and commands</span>
        </span>
      </button>
      {/* In the document's body, not in the header's banner landmark the button sits in: the
          palette is a dialog of the whole page. */}
      {open
        ? createPortal(
            <Suspense fallback={<PaletteOpening onType={noteTyped} onClose={close} />}>
              <PaletteHost onClose={close} typedSoFar={typedSoFar} />
            </Suspense>,
            document.body,
          )
        : null}
    </>
  );
}
