// Uploads per chat. Finished ones are persisted (the service has no endpoint that lists a
// chat's files); uploads in flight live only in memory, with their XHR's abort handle kept
// beside the store rather than in it.
import { create } from 'zustand';
import { own, without } from '@/lib/prototype-safe-records';
import { persist } from 'zustand/middleware';
import { accountStorage, registerAccountStore } from '@/lib/storage/account-storage';
import { keepNewest } from '@/lib/storage/bounds';
import { parseTime } from '@/lib/time';

export interface FinishedUpload {
  fileId: string;
  filename: string;
  sizeBytes: number | undefined;
  contentType: string | undefined;
  finishedAt: string;
}

export interface ActiveUpload {
  localId: string;
  chatId: string;
  file: File;
  loaded: number;
  total: number;
  state: 'uploading' | 'failed';
  error: string | undefined;
}

interface UploadsState {
  finished: Record<string, FinishedUpload[]>;
  active: Record<string, ActiveUpload>;
  actions: {
    begin: (upload: ActiveUpload) => void;
    progress: (localId: string, loaded: number, total: number) => void;
    fail: (localId: string, error: string) => void;
    drop: (localId: string) => void;
    finish: (localId: string, record: FinishedUpload) => void;
  };
}

export const useUploadsStore = registerAccountStore(
  create<UploadsState>()(
    persist(
      (set) => ({
        finished: {},
        active: {},
        actions: {
          begin: (upload) => set((s) => ({ active: { ...s.active, [upload.localId]: upload } })),
          progress: (localId, loaded, total) =>
            set((s) => {
              const upload = s.active[localId];
              return upload ? { active: { ...s.active, [localId]: { ...upload, loaded, total } } } : s;
            }),
          fail: (localId, error) =>
            set((s) => {
              const upload = s.active[localId];
              return upload
                ? { active: { ...s.active, [localId]: { ...upload, state: 'failed', error } } }
                : s;
            }),
          drop: (localId) => set((s) => ({ active: without(s.active, localId) })),
          finish: (localId, record) =>
            set((s) => {
              const upload = s.active[localId];
              const rest = without(s.active, localId);
              if (!upload) return { active: rest };
              return {
                active: rest,
                finished: {
                  ...s.finished,
                  [upload.chatId]: [...(own(s.finished, upload.chatId) ?? []), record],
                },
              };
            }),
        },
      }),
      {
        name: 'agent-console:uploads',
        version: 1,
        storage: accountStorage(),
        partialize: (s) => ({
          finished: keepNewest(
            Object.fromEntries(
              Object.entries(s.finished).map(([chatId, list]) => [chatId, list.slice(-100)]),
            ),
            { max: 200, timeOf: (list) => parseTime(list.at(-1)?.finishedAt) ?? 0 },
          ),
        }),
      },
    ),
  ),
);

const NONE: FinishedUpload[] = [];
export const useFinishedUploads = (chatId: string) => useUploadsStore((s) => own(s.finished, chatId) ?? NONE);
export const useActiveUploads = (chatId: string) => {
  const active = useUploadsStore((s) => s.active);
  return Object.values(active).filter((upload) => upload.chatId === chatId);
};
