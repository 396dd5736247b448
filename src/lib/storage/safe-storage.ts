// Storage that never throws: a full, refused or missing localStorage is reported once, calmly,
// and the page carries on from memory. Device-wide preferences (not an account's data) are
// stored through it unkeyed; account-storage.ts keys everything else by account.
import { create } from 'zustand';
import { createJSONStorage, type PersistStorage, type StateStorage } from 'zustand/middleware';

export function local(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

// --- "could not save", said once ------------------------------------------------------------

interface StorageNoticeState {
  /** Set once, at the first write this device refused; cleared only by Dismiss. */
  notice: string | undefined;
  said: boolean;
  dismiss: () => void;
}

export const useStorageNotice = create<StorageNoticeState>()((set) => ({
  notice: undefined,
  said: false,
  dismiss: () => set({ notice: undefined }),
}));

export function reportNotSaved() {
  if (useStorageNotice.getState().said) return;
  useStorageNotice.setState({
    said: true,
    notice:
      'This device did not let the app save your latest changes (its storage may be full). Everything stays as it is while this page is open.',
  });
}

/** Device-wide preferences (not an account's data): the same never-throwing writes, not keyed. */
const deviceStateStorage: StateStorage = {
  getItem: (name) => {
    try {
      return local()?.getItem(name) ?? null;
    } catch {
      return null;
    }
  },
  setItem: (name, value) => {
    try {
      local()?.setItem(name, value);
    } catch {
      reportNotSaved();
    }
  },
  removeItem: (name) => {
    try {
      local()?.removeItem(name);
    } catch {
      // nothing to do
    }
  },
};

export function deviceStorage<S>(): PersistStorage<S> | undefined {
  return createJSONStorage<S>(() => deviceStateStorage);
}
