// "New chat" (with an optional "Project ID") and "Chat ID" + "Open".
import { useMutation } from '@tanstack/react-query';
import { useId, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { TextField } from '@/components/ui/text-field';
import { useUuidField } from '@/components/ui/use-uuid-field';
import { paths } from '@/config/paths';
import { createChatMutation } from '../api/chat-requests';
import { COMPOSE } from '../compose-state';
import { useKnownChatsActions } from '../store/known-chats-store';

export function NewChatForm() {
  const navigate = useNavigate();
  const { remember } = useKnownChatsActions();
  const mutation = useMutation({
    ...createChatMutation(),
    onSuccess: (session) => {
      remember(session);
      void navigate(paths.chat(session.id), { state: COMPOSE });
    },
  });

  const field = useUuidField((project) => mutation.mutate(project === '' ? undefined : project), {
    optional: true,
  });

  return (
    <UuidForm
      {...field}
      formLabel="Start a chat"
      fieldLabel="Project ID"
      hint="Project ID is optional. Without one, the chat is filed under your Default project."
      invalidText="A project ID is a UUID, like 123e4567-e89b-42d3-a456-426614174000."
      button={
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? 'Creating…' : 'New chat'}
        </Button>
      }
    >
      {mutation.isError ? <ErrorAlert title="The chat could not be created." error={mutation.error} /> : null}
    </UuidForm>
  );
}

export function OpenChatForm() {
  const navigate = useNavigate();
  const field = useUuidField((id) => void navigate(paths.chat(id)));

  return (
    <UuidForm
      {...field}
      formLabel="Open a chat"
      fieldLabel="Chat ID"
      hint="The UUID of a chat of your account."
      invalidText="That is not a chat ID. A chat ID is a UUID, like 123e4567-e89b-42d3-a456-426614174000."
      button={
        <Button type="submit" variant="secondary">
          Open
        </Button>
      }
    />
  );
}

interface UuidFormProps {
  formLabel: string;
  fieldLabel: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit: (event: FormEvent) => void;
  invalid: boolean;
  hint: string;
  invalidText: string;
  button: ReactNode;
  children?: ReactNode;
}

/** One UUID field with its button, hint, and the message shown when what was typed is no UUID. */
function UuidForm({
  formLabel,
  fieldLabel,
  value,
  onChange,
  onSubmit,
  invalid,
  hint,
  invalidText,
  button,
  children,
}: UuidFormProps) {
  const hintId = useId();
  return (
    <form
      onSubmit={onSubmit}
      className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 dark:border-slate-800"
      aria-label={formLabel}
    >
      <div className="flex flex-wrap items-end gap-2">
        <TextField
          label={fieldLabel}
          aria-describedby={hintId}
          value={value}
          onValueChange={onChange}
          aria-invalid={invalid || undefined}
          className="min-w-[16rem] flex-1"
          verbatim
        />
        {button}
      </div>
      <p id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
        {hint}
      </p>
      {invalid ? (
        <p role="alert" className="text-sm text-rose-800 dark:text-rose-300">
          {invalidText}
        </p>
      ) : null}
      {children}
    </form>
  );
}
