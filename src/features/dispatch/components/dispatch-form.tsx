// "New job" + "Dispatch", like sending in a chat: Dispatch takes the text and empties the box at
// once, so typing the next job never waits for the service, and the button is never stuck. Each
// dispatch is a record of the write path: those on their way show beside the button, those that
// failed stay with their text, the reason, Retry and Discard (in every tab, after a reload).
import { useRef, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { prefetchDispatch, useSendDispatch } from '@/domain/jobs/writes/dispatch-job';
import {
  connectedDelivery,
  useDispatchingCount,
  useUnsentDispatches,
} from '@/domain/jobs/writes/answer-records';
import { useDispatchStore } from '@/domain/jobs/dispatch-store';
import { formatCount } from '@/lib/format-count';

export function DispatchForm() {
  const draft = useDispatchStore((s) => s.draft);
  const sending = useDispatchingCount();
  const notSent = useUnsentDispatches();
  const failed = useDispatchStore((s) => s.failed);
  const actions = useDispatchStore((s) => s.actions);
  const send = useSendDispatch();
  const box = useRef<HTMLInputElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = actions.take();
    if (text !== undefined) send(text);
    // The box empties and Dispatch turns off: focus goes (or stays) in the box, for the next job,
    // rather than falling to the page from a button that can no longer hold it.
    box.current?.focus();
  };
  const retry = (id: number) => {
    const text = actions.retake(id);
    if (text !== undefined) send(text);
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-end gap-2">
        <label className="flex min-w-0 flex-1 basis-64 flex-col gap-1 text-sm font-medium">
          New job
          <input
            ref={box}
            value={draft}
            onChange={(event) => actions.setDraft(event.target.value)}
            // The write path's code is fetched as the person starts on a job: it must be here
            // should the network drop before Dispatch (it then holds the job until it is back).
            onFocus={prefetchDispatch}
            placeholder="Describe the work for an agent"
            className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-normal placeholder:text-slate-500 dark:border-slate-600 dark:bg-slate-900 dark:placeholder:text-slate-400"
          />
        </label>
        <Button type="submit" disabled={draft.trim() === ''}>
          Dispatch
        </Button>
      </div>
      <p role="status" className="min-h-4 text-xs text-slate-600 dark:text-slate-300">
        {sending === 0
          ? ''
          : sending === 1
            ? 'Dispatching 1 job…'
            : `Dispatching ${formatCount(sending)} jobs…`}
      </p>
      {notSent.map((record) => (
        <ErrorAlert
          key={record.id}
          title={record.unsure ? `Perhaps dispatched: “${record.text}”` : `Not dispatched: “${record.text}”`}
          error={record.error ?? 'The service did not take it.'}
        >
          <Button variant="danger" onClick={() => void connectedDelivery()?.retry(record.id)}>
            Retry
          </Button>
          <Button variant="secondary" onClick={() => void connectedDelivery()?.discard(record.id)}>
            Discard
          </Button>
        </ErrorAlert>
      ))}
      {failed.map((entry) =>
        entry.inBox ? (
          <ErrorAlert
            key={entry.id}
            title="The job was not dispatched; its text is back in the box."
            error={entry.reason}
          >
            <Button variant="ghost" onClick={() => actions.discard(entry.id)}>
              Dismiss
            </Button>
          </ErrorAlert>
        ) : (
          <ErrorAlert key={entry.id} title={`Not dispatched: “${entry.text}”`} error={entry.reason}>
            <Button variant="danger" onClick={() => retry(entry.id)}>
              Retry
            </Button>
            <Button variant="secondary" onClick={() => actions.discard(entry.id)}>
              Discard
            </Button>
          </ErrorAlert>
        ),
      )}
    </form>
  );
}
