// Storage that never throws: a full, refused or missing localStorage is reported once, calmly,
// and the page carries on from memory. Device-wide preferences (not an account's data) are
// stored through it unkeyed; account-storage.ts keys everything else by account.
import { createStore } from 'zustand/vanilla';
import { createJSONStorage, type PersistStorage, type StateStorage } from 'zustand/middleware';

export function local(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function session(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Writes without throwing: a full or refused storage is reported once, and false says it kept nothing. */
export function setItemSafely(storage: Storage | undefined, key: string, value: string): boolean {
  try {
    storage?.setItem(key, value);
    return storage !== undefined;
  } catch {
    reportNotSaved();
    return false;
  }
}

export function removeItemSafely(storage: Storage | undefined, key: string) {
  try {
    storage?.removeItem(key);
  } catch {
    // a storage the browser turned off holds nothing to remove
  }
}

// --- "could not save", said once ------------------------------------------------------------

interface StorageNoticeState {
  /** Set once, at the first write this device refused; cleared only by Dismiss. */
  notice: string | undefined;
  said: boolean;
  dismiss: () => void;
}

/** A store of its own (no React): the last screen's painter reads storage before the app starts. */
export const storageNotice = createStore<StorageNoticeState>()((set) => ({
  notice: undefined,
  said: false,
  dismiss: () => set({ notice: undefined }),
}));

export function reportNotSaved() {
  if (storageNotice.getState().said) return;
  storageNotice.setState({
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
