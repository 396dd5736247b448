// The message box. Enter sends, Shift+Enter adds a line (and Enter while an input method is
// composing does neither). The draft is saved as it is typed and once more when the page is
// hidden or left.
import { useEffect, useId, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { wantsCompose } from '../compose-state';
import { useDraft, useDraftStore } from '../store/draft-store';

interface ComposerProps {
  chatId: string;
  onSend: (text: string) => void;
  /** Why nothing can be sent here; when set, the message box is disabled and says so. */
  disabledReason?: string;
}

export function Composer({ chatId, onSend, disabledReason }: ComposerProps) {
  const disabled = disabledReason !== undefined;
  const draft = useDraft(chatId);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const hintId = useId();
  const compose = wantsCompose(useLocation().state);

  // A chat just made with "New chat" opens ready to type in.
  useEffect(() => {
    if (compose) textareaRef.current?.focus();
  }, [compose, chatId]);

  useEffect(() => {
    const save = () => {
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
    if (disabled || text.trim() === '') return;
    // Clearing first means a second click or Enter finds nothing to send: no double send.
    useDraftStore.getState().actions.clearDraft(chatId);
    onSend(text);
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
        value={draft}
        onChange={(event) => useDraftStore.getState().actions.setDraft(chatId, event.target.value)}
        onKeyDown={onKeyDown}
        rows={Math.min(8, Math.max(2, draft.split('\n').length))}
        disabled={disabled}
        aria-describedby={disabledReason ? `${hintId}-disabled ${hintId}` : hintId}
        placeholder="Write a message…"
        className="min-h-[3rem] min-w-0 flex-1 resize-none rounded-lg disabled:cursor-not-allowed disabled:opacity-60 border border-slate-300 bg-white px-3 py-2 text-sm placeholder:text-slate-500 dark:border-slate-600 dark:bg-slate-900 dark:placeholder:text-slate-400"
      />
      <p id={hintId} className="sr-only">
        Enter sends; Shift+Enter starts a new line.
      </p>
      <Button type="submit" disabled={disabled || draft.trim() === ''} className="h-10 px-4">
        Send
      </Button>
    </form>
  );
}
