// Connection settings. The API key lives in memory and sessionStorage; localStorage only when the
// person ticks "Remember on this device". It never goes into a URL, a log line or an error report,
// and signing out removes it from every storage, and refuses, in a tab brought back later, a copy
// saved before (sign-out-tombstone.ts). No write here throws: a full storage keeps it in memory.
import { create } from 'zustand';
import { baseUrlProblem } from '@/config/base-url';
import { local, removeItemSafely, session, setItemSafely } from './safe-storage';
import { nextStamp, signedOutSince } from './sign-out-tombstone';
import {
  parseStored,
  readItem,
  STORAGE_KEY,
  storedCopies,
  type ConnectionSettings,
} from './stored-connection';

const SIGNED_OUT_KEY = 'agent-console:signed-out';

export type { ConnectionSettings };

interface SettingsState extends ConnectionSettings {
  /** Bumped on every change, so the event stream and queries know to start afresh. */
  revision: number;
  actions: {
    save: (next: ConnectionSettings) => void;
    adoptProvided: (provided: Partial<ConnectionSettings>) => void;
    signOut: () => void;
  };
}

/** The stored settings this tab starts with; a copy a sign out or a Base URL refuses is removed. */
function readStored(): ConnectionSettings {
  for (const { storage, settings, refused } of storedCopies()) {
    if (settings) return settings;
    removeItemSafely(storage, STORAGE_KEY);
    // A tab brought back after a sign out elsewhere: it stays signed out, as the others are.
    if (refused === 'signed-out') setItemSafely(session(), SIGNED_OUT_KEY, '1');
  }
  return { baseUrl: '', apiKey: '', remember: false };
}

/**
 * Whether the key this tab holds in memory was signed out, on this device, after this tab saved
 * it: a page shown again from the back-forward cache heard no sign out while it was cached.
 */
export function heldKeySignedOut(): boolean {
  const { baseUrl, apiKey } = useSettingsStore.getState();
  if (!apiKey) return false;
  const raw = readItem(session()) ?? readItem(local());
  const stored = raw ? parseStored(raw, false) : undefined;
  // No copy of this key to date it (a full storage): a sign out of it cannot be told apart.
  if (stored?.apiKey !== apiKey || stored.baseUrl !== baseUrl || stored.savedAt === undefined) return false;
  return signedOutSince(baseUrl, apiKey, stored.savedAt);
}

function persist(settings: ConnectionSettings) {
  // The time lets a later sign out on this device refuse this copy (sign-out-tombstone.ts).
  const raw = JSON.stringify({ ...settings, savedAt: nextStamp() });
  setItemSafely(session(), STORAGE_KEY, raw);
  if (settings.remember) setItemSafely(local(), STORAGE_KEY, raw);
  else removeItemSafely(local(), STORAGE_KEY);
}

export const useSettingsStore = create<SettingsState>()((set, get) => ({
  ...readStored(),
  revision: 0,
  actions: {
    save: (next) => {
      const clean = {
        baseUrl: normaliseBaseUrl(next.baseUrl),
        apiKey: next.apiKey.trim(),
        remember: next.remember,
      };
      persist(clean);
      removeItemSafely(session(), SIGNED_OUT_KEY);
      set({ ...clean, revision: get().revision + 1 });
    },
    adoptProvided: (provided) => {
      // A key handed over by the host (the dev server's demo key) is used only when the person
      // has none of their own and has not signed out in this tab.
      if (get().apiKey || readSignedOut()) return;
      const next = {
        baseUrl: provided.baseUrl ?? get().baseUrl,
        apiKey: provided.apiKey ?? '',
        remember: false,
      };
      if (!next.apiKey || baseUrlProblem(next.baseUrl) !== undefined) return;
      persist(next);
      set({ ...next, revision: get().revision + 1 });
    },
    signOut: () => {
      removeItemSafely(session(), STORAGE_KEY);
      removeItemSafely(local(), STORAGE_KEY);
      setItemSafely(session(), SIGNED_OUT_KEY, '1');
      set({ apiKey: '', remember: false, revision: get().revision + 1 });
    },
  },
}));

function readSignedOut(): boolean {
  try {
    return Boolean(session()?.getItem(SIGNED_OUT_KEY));
  } catch {
    return false;
  }
}

export const useHasApiKey = () => useSettingsStore((s) => s.apiKey !== '');
export const useSettingsActions = () => useSettingsStore((s) => s.actions);

function normaliseBaseUrl(value: string): string {
  return value.trim().replace(/\/+$/, '');
}

/** The absolute URL of a service path such as `/v1/jobs`, against the Base URL or this origin. */
export function serviceUrl(path: string, baseUrl = useSettingsStore.getState().baseUrl): URL {
  const origin = baseUrl || window.location.origin;
  if (/^https?:\/\//i.test(path)) return new URL(path);
  return new URL(`${origin.replace(/\/+$/, '')}${path.startsWith('/') ? '' : '/'}${path}`);
}
