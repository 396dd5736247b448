// This device refused to store the job's answer (storage full or turned off): it lives in this
// tab alone until it lands, so the person is asked to keep the tab open.
import { NotSavedNote } from '@/components/ui/not-saved-note';
import { isOpen } from '@/lib/writes/write-record';
import { useLatestAnswerRecord, useUnsavedAnswers } from '@/domain/jobs/writes/answer-records';

export function UnsavedNote({ jobId }: { jobId: string }) {
  const latest = useLatestAnswerRecord(jobId);
  const unsaved = useUnsavedAnswers();
  if (!latest || !isOpen(latest) || !unsaved.has(latest.id)) return null;
  return <NotSavedNote className="mt-2" />;
}
