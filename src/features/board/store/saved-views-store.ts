// Saved views: the board's filters (text and state) kept under a name, per account, so a person
// reopens "Failed deploys" from the board or the palette. Stored like every account store (wiped
// by Sign out); a name saved again replaces the view it names.
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { newLocalId } from '@/lib/local-id';
import * as v from '@/lib/valibot';
import { accountStorage, registerAccountStore } from '@/lib/storage/account-storage';

export interface SavedView {
  id: string;
  name: string;
  q: string;
  state: string;
}

/** Views kept per account; the oldest goes first past this. */
const MAX_VIEWS = 50;
/** A name longer than this is cut: it is a label, not a note. */
const MAX_NAME = 80;

interface SavedViewsState {
  views: readonly SavedView[];
  actions: {
    save: (view: Omit<SavedView, 'id'>) => void;
    remove: (id: string) => void;
  };
}

const storedView = v.object({ id: v.string(), name: v.string(), q: v.string(), state: v.string() });
const stored = v.object({ views: v.array(v.unknown()) });

/** The well-formed views of what storage held; a malformed one is left out, not the rest. */
function viewsOf(persisted: unknown): readonly SavedView[] {
  const parsed = v.safeParse(stored, persisted);
  if (!parsed.success) return [];
  return parsed.output.views.flatMap((view) => {
    const one = v.safeParse(storedView, view);
    return one.success ? [one.output] : [];
  });
}

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

export const useSavedViewsStore = registerAccountStore(
  create<SavedViewsState>()(
    persist(
      (set) => ({
        views: [],
        actions: {
          save: ({ name, q, state }) =>
            set((s) => {
              const label = name.trim().slice(0, MAX_NAME);
              if (label === '') return s;
              const kept = s.views.filter((view) => !sameName(view.name, label));
              return {
                views: [...kept, { id: newLocalId(), name: label, q: q.trim(), state }].slice(-MAX_VIEWS),
              };
            }),
          remove: (id) => set((s) => ({ views: s.views.filter((view) => view.id !== id) })),
        },
      }),
      {
        name: 'agent-console:saved-views',
        version: 1,
        storage: accountStorage(),
        partialize: (s) => ({ views: s.views }),
        // What storage hands back is not trusted: only well-formed views are taken.
        merge: (persisted, current) => ({ ...current, views: viewsOf(persisted) }),
      },
    ),
  ),
);

export const useSavedViews = () => useSavedViewsStore((s) => s.views);
export const useSavedViewActions = () => useSavedViewsStore((s) => s.actions);
