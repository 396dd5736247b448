import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { useDispatchJob } from '../api/dispatch-job';

/** "New job" + "Dispatch": the card appears in Backlog as soon as the service has queued it. */
export function DispatchForm() {
  const [message, setMessage] = useState('');
  const dispatch = useDispatchJob();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = message.trim();
    if (text === '' || dispatch.isPending) return;
    dispatch.mutate(text, { onSuccess: () => setMessage('') });
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-end gap-2">
        <label className="flex min-w-0 flex-1 basis-64 flex-col gap-1 text-sm font-medium">
          New job
          <input
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            placeholder="Describe the work for an agent"
            className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-normal placeholder:text-slate-500 dark:border-slate-600 dark:bg-slate-900 dark:placeholder:text-slate-400"
          />
        </label>
        <Button type="submit" disabled={dispatch.isPending || message.trim() === ''}>
          {dispatch.isPending ? 'Dispatching…' : 'Dispatch'}
        </Button>
      </div>
      {dispatch.isError ? <ErrorAlert title="The job was not dispatched." error={dispatch.error} /> : null}
    </form>
  );
}
