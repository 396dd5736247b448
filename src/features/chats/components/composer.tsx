// The message box. Enter sends, Shift+Enter adds a line (and Enter while an input method is
// composing does neither). The draft is saved as it is typed and once more when the page is
// hidden or left. A sent message's draft stays stored until the message itself is (the box shows
// empty meanwhile), so a tab closed at that moment loses nothing; nothing more is sent meanwhile.
// A send that could not be written at all (the write path's code did not load: offline before it
// came, or a new version took the old files away) gives the text back to the box, and says so.
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { own } from '@/lib/prototype-safe-records';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { wantsCompose } from '@/domain/chats/compose-state';
import { useDraft, useDraftStore } from '../store/draft-store';

interface ComposerProps {
  chatId: string;
  /** Resolves once the message is stored (on the write path). */
  onSend: (text: string) => Promise<void> | void;
  /** Why nothing can be sent here; when set, the message box is disabled and says so. */
  disabledReason?: string;
}

export function Composer({ chatId, onSend, disabledReason }: ComposerProps) {
  const disabled = disabledReason !== undefined;
  const draft = useDraft(chatId);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const hintId = useId();
  const compose = wantsCompose(useLocation().state);
  // The text on its way to the write path's storage: its draft is kept until it is there.
  const [sending, setSending] = useState<string>();
  const sendingRef = useRef<string>(undefined);
  const [notWritten, setNotWritten] = useState(false);
  const shown = sending !== undefined && draft === sending ? '' : draft;

  // A chat just made with "New chat" opens ready to type in.
  useEffect(() => {
    if (compose) textareaRef.current?.focus();
  }, [compose, chatId]);

  useEffect(() => {
    const save = () => {
      // The box shows empty while a sent message is stored: its draft stays as it is.
      if (sendingRef.current !== undefined) return;
      const value = textareaRef.current?.value;
      if (value !== undefined) useDraftStore.getState().actions.setDraft(chatId, value);
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') save();
    };
    window.addEventListener('pagehide', save);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('pagehide', save);
      document.removeEventListener('visibilitychange', onHidden);
    };
  }, [chatId]);

  const submit = () => {
    const text = textareaRef.current?.value ?? draft;
    // One at a time: a second click or Enter while it is stored finds nothing to send.
    if (disabled || sendingRef.current !== undefined || text.trim() === '') return;
    sendingRef.current = text;
    setSending(text);
    setNotWritten(false);
    const stored = new Promise<void>((resolve) => resolve(onSend(text)));
    void stored
      .then(
        () => {
          // Typed on meanwhile: that stays.
          const { drafts, actions } = useDraftStore.getState();
          if ((own(drafts, chatId) ?? '') === text) actions.clearDraft(chatId);
        },
        // Not on the write path: its text goes back to the box, before what was typed meanwhile.
        () => {
          const { drafts, actions } = useDraftStore.getState();
          const meanwhile = own(drafts, chatId) ?? '';
          if (meanwhile !== text) actions.setDraft(chatId, meanwhile === '' ? text : `${text}\n${meanwhile}`);
          setNotWritten(true);
        },
      )
      .finally(() => {
        sendingRef.current = undefined;
        setSending(undefined);
      });
    textareaRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  return (
    <form onSubmit={onSubmit} className="mt-2 flex flex-wrap items-end gap-2">
      {disabledReason ? (
        <p id={`${hintId}-disabled`} className="w-full text-sm text-slate-700 dark:text-slate-300">
          {disabledReason}
        </p>
      ) : null}
      <label htmlFor={`${hintId}-message`} className="sr-only">
        Message
      </label>
      <textarea
        id={`${hintId}-message`}
        ref={textareaRef}
        value={shown}
        onChange={(event) => {
          useDraftStore.getState().actions.setDraft(chatId, event.target.value);
          if (event.target.value.trim() === '') setNotWritten(false);
        }}
        onKeyDown={onKeyDown}
        rows={Math.min(8, Math.max(2, shown.split('\n').length))}
        disabled={disabled}
        aria-describedby={disabledReason ? `${hintId}-disabled ${hintId}` : hintId}
        placeholder="Write a message…"
        className="min-h-[3rem] min-w-0 flex-1 resize-none rounded-lg disabled:cursor-not-allowed disabled:opacity-60 border border-slate-300 bg-white px-3 py-2 text-sm placeholder:text-slate-500 dark:border-slate-600 dark:bg-slate-900 dark:placeholder:text-slate-400"
      />
      <p id={hintId} className="sr-only">
        Enter sends; Shift+Enter starts a new line.
      </p>
      <Button type="submit" disabled={disabled || shown.trim() === ''} className="h-10 px-4">
        Send
      </Button>
      {notWritten ? (
        <p role="alert" className="w-full text-sm text-rose-800 dark:text-rose-200">
          <span className="font-semibold">Not sent.</span> Part of the app could not be loaded (is the
          connection down?). Your message is still here: send it again, or reload the page.
        </p>
      ) : null}
    </form>
  );
}
