// The workflows this browser opened recently, newest first, so they are one click away.
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import * as v from '@/lib/valibot';
import { accountStorage, registerAccountStore } from '@/lib/storage/account-storage';

const MAX_RECENT = 8;

interface RecentWorkflow {
  id: string;
  openedAt: string;
}

const persistedSchema = v.object({ recent: v.array(v.object({ id: v.string(), openedAt: v.string() })) });

interface RecentState {
  recent: RecentWorkflow[];
  actions: {
    remember: (workflowId: string) => void;
    forget: (workflowId: string) => void;
  };
}

const useRecentWorkflowsStore = registerAccountStore(
  create<RecentState>()(
    persist(
      (set) => ({
        recent: [],
        actions: {
          remember: (id) =>
            set((state) => ({
              recent: [
                { id, openedAt: new Date().toISOString() },
                ...state.recent.filter((r) => r.id !== id),
              ].slice(0, MAX_RECENT),
            })),
          forget: (id) => set((state) => ({ recent: state.recent.filter((r) => r.id !== id) })),
        },
      }),
      {
        name: 'agent-console:recent-workflows',
        storage: accountStorage(),
        partialize: (state) => ({ recent: state.recent }),
        merge: (persisted, current) => {
          const parsed = v.safeParse(persistedSchema, persisted);
          return parsed.success ? { ...current, recent: parsed.output.recent } : current;
        },
      },
    ),
  ),
);

export const useRecentWorkflows = () => useRecentWorkflowsStore((s) => s.recent);
export const useRecentWorkflowActions = () => useRecentWorkflowsStore((s) => s.actions);
