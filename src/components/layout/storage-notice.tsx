// Said once, calmly, when this device refused to save (storage full or turned off): the page
// carries on from memory.
import { useStore } from 'zustand';
import { storageNotice } from '@/lib/storage/safe-storage';

export function StorageNotice() {
  const notice = useStore(storageNotice, (s) => s.notice);
  const dismiss = useStore(storageNotice, (s) => s.dismiss);
  if (!notice) return null;
  return (
    <div
      role="status"
      className="mb-3 flex items-start gap-3 rounded-md border border-slate-300 bg-slate-50 px-3 py-2 text-sm text-slate-800 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200"
    >
      <p className="flex-1">{notice}</p>
      <button type="button" onClick={dismiss} className="rounded px-2 py-0.5 font-medium underline">
        Dismiss
      </button>
    </div>
  );
}
