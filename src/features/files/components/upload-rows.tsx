// The rows of the Files region: a progress bar per upload with Cancel, Retry on failure, and a
// "Download FILENAME" link per finished upload that fetches the bytes with the key. Their own
// chunk, fetched once the chat has an upload (files-panel.tsx): a first visit shows none.
import { useState, type MouseEvent, type ReactNode } from 'react';
import { serviceUrl } from '@/lib/storage/connection-settings';
import { errorMessage } from '@/lib/error-message';
import { useUploads } from '../hooks/use-uploads';
import type { ActiveUpload, FinishedUpload } from '../store/uploads-store';
import { downloadFile, fileContentPath } from '../api/download-file';

function formatBytes(bytes: number | undefined): string {
  if (bytes === undefined) return '';
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

/** A small text button on an upload's row; `label` names the file it acts on. */
function RowButton(props: { onClick: () => void; className: string; label: string; text: string }) {
  return (
    <button
      type="button"
      onClick={props.onClick}
      className={`text-xs font-medium ${props.className}`}
      aria-label={props.label}
    >
      {props.text}
    </button>
  );
}

function ActiveRow({ upload }: { upload: ActiveUpload }) {
  const { retry, cancel } = useUploads();
  const percent = upload.total > 0 ? Math.round((upload.loaded / upload.total) * 100) : 0;
  const name = upload.file.name;
  if (upload.state === 'failed') {
    return (
      <li>
        <div
          role="alert"
          className="rounded-md border border-rose-300 bg-rose-50 p-2 text-sm text-rose-900 dark:border-rose-800 dark:bg-rose-950 dark:text-rose-100"
        >
          <p className="break-all">
            <span className="font-semibold">Upload failed:</span> {name}
          </p>
          <p className="mt-0.5 break-words">{upload.error}</p>
          <div className="mt-1.5 flex gap-2">
            <RowButton
              onClick={() => retry(upload.localId)}
              className="rounded-md bg-rose-700 px-2.5 py-1 text-white hover:bg-rose-800"
              label={`Retry upload of ${name}`}
              text="Retry"
            />
            <RowButton
              onClick={() => cancel(upload.localId)}
              className="rounded-md px-2.5 py-1 hover:bg-rose-100 dark:hover:bg-rose-900"
              label={`Dismiss ${name}`}
              text="Dismiss"
            />
          </div>
        </div>
      </li>
    );
  }
  return (
    <li className="rounded-md border border-slate-200 p-2 text-sm dark:border-slate-700">
      <div className="flex items-center gap-2">
        <span className="min-w-0 flex-1 truncate" title={name}>
          {name}
        </span>
        <span className="text-xs tabular-nums text-slate-600 dark:text-slate-400">
          {percent}% of {formatBytes(upload.total)}
        </span>
        <RowButton
          onClick={() => cancel(upload.localId)}
          className="rounded px-2 py-0.5 hover:bg-slate-100 dark:hover:bg-slate-800"
          label={`Cancel upload of ${name}`}
          text="Cancel"
        />
      </div>
      <progress aria-label={name} max={100} value={percent} className="mt-1 h-2 w-full accent-sky-700" />
    </li>
  );
}

function FinishedRow({ upload }: { upload: FinishedUpload }) {
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // The plain link would go without the key; the bytes are fetched with it instead.
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(undefined);
    downloadFile(upload.fileId, upload.filename)
      .catch((cause: unknown) => setError(errorMessage(cause)))
      .finally(() => setBusy(false));
  };
  return (
    <li className="flex flex-wrap items-center gap-x-2 gap-y-0.5 py-1.5 text-sm">
      <a
        href={serviceUrl(fileContentPath(upload.fileId)).href}
        onClick={onClick}
        className="min-w-0 break-all text-sky-800 underline-offset-2 hover:underline dark:text-sky-300"
      >
        Download {upload.filename}
      </a>
      <span className="text-xs text-slate-600 dark:text-slate-400">
        {formatBytes(upload.sizeBytes)}
        {busy ? ' · downloading…' : ''}
      </span>
      {error ? (
        <p role="alert" className="w-full text-xs text-rose-800 dark:text-rose-300">
          Download failed: {error}
        </p>
      ) : null}
    </li>
  );
}

/** One list of rows, or nothing while it is empty. */
function RowList<T>(props: { items: T[]; className: string; row: (item: T) => ReactNode }) {
  return props.items.length > 0 ? <ul className={props.className}>{props.items.map(props.row)}</ul> : null;
}

/** The chat's uploads in flight (or failed), then the finished ones. */
export function UploadRows({ active, finished }: { active: ActiveUpload[]; finished: FinishedUpload[] }) {
  return (
    <>
      <RowList
        items={active}
        className="flex flex-col gap-2"
        row={(upload) => <ActiveRow key={upload.localId} upload={upload} />}
      />
      <RowList
        items={finished}
        className="divide-y divide-slate-200 dark:divide-slate-800"
        row={(upload) => <FinishedRow key={upload.fileId} upload={upload} />}
      />
    </>
  );
}
