// This device refused to store the job's answer (storage full or turned off): it lives in this
// tab alone until it lands, so the person is asked to keep the tab open.
import { isOpen } from '@/lib/writes/write-record';
import { useUnsavedAnswers } from '../api/answer-delivery';
import { useLatestAnswerRecord } from '../store/answer-records';

export function UnsavedNote({ jobId }: { jobId: string }) {
  const latest = useLatestAnswerRecord(jobId);
  const unsaved = useUnsavedAnswers();
  if (!latest || !isOpen(latest) || !unsaved.has(latest.id)) return null;
  return (
    <p className="mt-2 text-sm font-medium text-amber-900 dark:text-amber-200">
      Not saved on this device: keep this tab open until it is sent.
    </p>
  );
}
