// "New chat" leads (its optional "Project ID" behind "Options"); "Chat ID" + "Open" sit in a
// smaller row under "Open by id", for the person who has an id from elsewhere.
import { useId, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { TextField } from '@/components/ui/text-field';
import { useUuidField } from '@/components/ui/use-uuid-field';
import { paths } from '@/config/paths';
import { useCreateChat } from '../hooks/use-create-chat';

export function NewChatForm() {
  const mutation = useCreateChat();
  const field = useUuidField((project) => mutation.mutate(project === '' ? undefined : project), {
    optional: true,
  });

  return (
    <form onSubmit={field.onSubmit} aria-label="Start a chat" className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={mutation.isPending} className="px-4 py-2 text-base">
          {mutation.isPending ? 'Creating…' : 'New chat'}
        </Button>
        <details className="group text-sm" open={field.invalid || undefined}>
          <summary className="inline-flex cursor-pointer items-center rounded px-2 py-1 text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800">
            Options
          </summary>
          <UuidField
            {...field}
            fieldLabel="Project ID"
            hint="Optional. Without one, the chat is filed under your Default project."
            invalidText="A project ID is a UUID, like 123e4567-e89b-42d3-a456-426614174000."
          />
        </details>
      </div>
      {mutation.isError ? <ErrorAlert title="The chat could not be created." error={mutation.error} /> : null}
    </form>
  );
}

export function OpenChatForm() {
  const navigate = useNavigate();
  const field = useUuidField((id) => void navigate(paths.chat(id)));
  const headingId = useId();

  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className="mb-2 text-sm font-semibold text-slate-700 dark:text-slate-300">
        Open by id
      </h2>
      <form onSubmit={field.onSubmit} aria-label="Open a chat">
        <UuidField
          {...field}
          fieldLabel="Chat ID"
          hint="The id of a chat of your account, for example from a job or a colleague."
          invalidText="That is not a chat ID. A chat ID is a UUID, like 123e4567-e89b-42d3-a456-426614174000."
          button={
            <Button type="submit" variant="secondary">
              Open
            </Button>
          }
        />
      </form>
    </section>
  );
}

interface UuidFieldProps {
  fieldLabel: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit: (event: FormEvent) => void;
  invalid: boolean;
  hint: string;
  invalidText: string;
  button?: ReactNode;
}

/** One UUID field with its button, hint, and the message shown when what was typed is no UUID. */
function UuidField({ fieldLabel, value, onChange, invalid, hint, invalidText, button }: UuidFieldProps) {
  const hintId = useId();
  return (
    <div className="mt-2 flex flex-col gap-1">
      <div className="flex flex-wrap items-end gap-2">
        <TextField
          label={fieldLabel}
          aria-describedby={hintId}
          value={value}
          onValueChange={onChange}
          aria-invalid={invalid || undefined}
          className="min-w-[14rem] flex-1"
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
    </div>
  );
}
