// What leaves the simulator: records minus our bookkeeping fields (account_id, disk_path).
import type { ArtifactRecord, FileRecord, JobRecord, SessionRecord } from './types.ts';

export type SessionView = Omit<SessionRecord, 'account_id'>;
export type JobView = Omit<JobRecord, 'account_id'>;
export type FileView = Omit<FileRecord, 'account_id' | 'disk_path'>;
export type ArtifactView = ArtifactRecord;

export function sessionView(s: SessionRecord): SessionView {
  const { account_id: _account, ...view } = s;
  return view;
}

export function jobView(j: JobRecord): JobView {
  const { account_id: _account, ...view } = j;
  return view;
}

export function fileView(f: FileRecord): FileView {
  const { account_id: _account, disk_path: _disk, ...view } = f;
  return view;
}

export interface CardRunView {
  id: string;
  card_id: string;
  state: string;
  settled_at: string;
}
