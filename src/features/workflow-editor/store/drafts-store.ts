// Edits of a workflow's shared input, kept per workflow id with the version they are based on,
// in localStorage: nothing typed is lost to a reload, a crash or a failed write. Server state
// stays in the query cache; only the person's edit and its base live here.
import * as v from '@/lib/valibot';
import { create } from 'zustand';
import { own, without } from '@/lib/prototype-safe-records';
import { persist } from 'zustand/middleware';
import { jsonObjectSchema, jsonValueSchema, type JsonObject } from '@/lib/api/resources/workflow';
import { pathKey, type JsonPath } from '@/domain/workflows/json-path';
import type { Conflict } from '@/domain/workflows/rebase';
import { accountStorage, registerAccountStore } from '@/lib/storage/account-storage';
import { keepNewest } from '@/lib/storage/bounds';

export interface DraftBase {
  version: number;
  input: JsonObject;
}

export interface RebaseNotice {
  fromVersion: number;
  toVersion: number;
  takenPaths: JsonPath[];
}

export interface WorkflowDraft {
  text: string;
  base: DraftBase;
  conflicts: Conflict[];
  notice?: RebaseNotice;
  /** The path the service refused in the last write, marked until the next write. */
  refusedPath?: string;
}

const pathSchema = v.array(v.union([v.string(), v.int]));
const draftSchema = v.object({
  text: v.string(),
  base: v.object({ version: v.int, input: jsonObjectSchema }),
  conflicts: v.array(
    v.object({
      path: pathSchema,
      base: v.optional(jsonValueSchema),
      theirs: v.optional(jsonValueSchema),
      yours: v.optional(jsonValueSchema),
    }),
  ),
  notice: v.optional(v.object({ fromVersion: v.int, toVersion: v.int, takenPaths: v.array(pathSchema) })),
  refusedPath: v.optional(v.string()),
});
const persistedSchema = v.object({ drafts: v.record(draftSchema) });

interface DraftsState {
  drafts: Record<string, WorkflowDraft>;
  actions: {
    /** Records the text; a first edit starts a draft on the version shown. */
    edit: (workflowId: string, text: string, base: DraftBase) => void;
    replace: (workflowId: string, draft: WorkflowDraft) => void;
    decide: (workflowId: string, conflict: Conflict, text: string) => void;
    setRefusedPath: (workflowId: string, path: string | undefined) => void;
    dismissNotice: (workflowId: string) => void;
    discard: (workflowId: string) => void;
  };
}

export const useDraftsStore = registerAccountStore(
  create<DraftsState>()(
    persist(
      (set) => {
        const update = (workflowId: string, change: (draft: WorkflowDraft) => WorkflowDraft) =>
          set((state) => {
            const draft = own(state.drafts, workflowId);
            return draft ? { drafts: { ...state.drafts, [workflowId]: change(draft) } } : state;
          });
        return {
          drafts: {},
          actions: {
            edit: (workflowId, text, base) =>
              set((state) => {
                const draft = own(state.drafts, workflowId) ?? { text, base, conflicts: [] };
                return { drafts: { ...state.drafts, [workflowId]: { ...draft, text } } };
              }),
            replace: (workflowId, draft) =>
              set((state) => ({ drafts: { ...state.drafts, [workflowId]: draft } })),
            decide: (workflowId, conflict, text) =>
              update(workflowId, (draft) => ({
                ...draft,
                text,
                conflicts: draft.conflicts.filter((c) => pathKey(c.path) !== pathKey(conflict.path)),
              })),
            setRefusedPath: (workflowId, refusedPath) =>
              update(workflowId, (draft) => ({ ...draft, refusedPath })),
            dismissNotice: (workflowId) => update(workflowId, (draft) => ({ ...draft, notice: undefined })),
            discard: (workflowId) => set((state) => ({ drafts: without(state.drafts, workflowId) })),
          },
        };
      },
      {
        name: 'agent-console:workflow-drafts',
        version: 1,
        storage: accountStorage(),
        partialize: (state) => ({ drafts: keepNewest(state.drafts, { max: 20 }) }),
        // Stored data is a boundary too: a draft that does not parse is dropped, not trusted.
        merge: (persisted, current) => {
          const parsed = v.safeParse(persistedSchema, persisted);
          return parsed.success ? { ...current, drafts: parsed.output.drafts } : current;
        },
      },
    ),
  ),
);

export const useWorkflowDraft = (workflowId: string) => useDraftsStore((s) => own(s.drafts, workflowId));
export const useDraftActions = () => useDraftsStore((s) => s.actions);
