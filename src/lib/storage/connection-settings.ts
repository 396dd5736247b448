// Connection settings. The API key lives in memory and sessionStorage; localStorage only when the
// person ticks "Remember on this device". It never goes into a URL, a log line or an error report,
// and signing out removes it from every storage, and refuses, in a tab brought back later, a copy
// saved before (sign-out-tombstone.ts). No write here throws: a full storage keeps it in memory.
import { create } from 'zustand';
import { asRecord } from '@/lib/as-record';
import { baseUrlProblem } from '@/config/base-url';
import { local, removeItemSafely, session, setItemSafely } from './safe-storage';
import { nextStamp, signedOutSince } from './sign-out-tombstone';

const STORAGE_KEY = 'agent-console:connection';
const SIGNED_OUT_KEY = 'agent-console:signed-out';

export interface ConnectionSettings {
  baseUrl: string;
  apiKey: string;
  remember: boolean;
}

interface SettingsState extends ConnectionSettings {
  /** Bumped on every change, so the event stream and queries know to start afresh. */
  revision: number;
  actions: {
    save: (next: ConnectionSettings) => void;
    adoptProvided: (provided: Partial<ConnectionSettings>) => void;
    signOut: () => void;
  };
}

/** What a storage holds: the settings and when they were saved (absent in entries saved before). */
function parseStored(
  raw: string,
  remember: boolean,
): (ConnectionSettings & { savedAt?: number }) | undefined {
  try {
    const value = asRecord(JSON.parse(raw));
    if (!value) return undefined;
    return {
      baseUrl: typeof value.baseUrl === 'string' ? value.baseUrl : '',
      apiKey: typeof value.apiKey === 'string' ? value.apiKey : '',
      remember: typeof value.remember === 'boolean' ? value.remember : remember,
      savedAt: typeof value.savedAt === 'number' ? value.savedAt : undefined,
    };
  } catch {
    return undefined;
  }
}

function readStored(): ConnectionSettings {
  for (const [storage, remember] of [
    [session(), false],
    [local(), true],
  ] as const) {
    const raw = readItem(storage);
    if (!raw) continue;
    const stored = parseStored(raw, remember);
    if (stored && stored.apiKey && signedOutSince(stored.baseUrl, stored.apiKey, stored.savedAt)) {
      // A tab brought back after a sign out elsewhere: it stays signed out, as the others are.
      removeItemSafely(storage, STORAGE_KEY);
      setItemSafely(session(), SIGNED_OUT_KEY, '1');
      continue;
    }
    // Plain http to another host, saved before Settings refused it: the key is not sent there.
    if (stored && baseUrlProblem(stored.baseUrl) === undefined)
      return { baseUrl: stored.baseUrl, apiKey: stored.apiKey, remember: stored.remember };
    removeItemSafely(storage, STORAGE_KEY);
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

/**
 * The key this device remembers (localStorage), as another tab may have left it: nothing when none
 * is remembered or a sign out since refused it. Reads only; the last screen's picture asks it.
 */
export function readRememberedConnection(): ConnectionSettings {
  const raw = readItem(local());
  const stored = raw ? parseStored(raw, true) : undefined;
  if (!stored?.apiKey || !stored.remember || signedOutSince(stored.baseUrl, stored.apiKey, stored.savedAt))
    return { baseUrl: '', apiKey: '', remember: false };
  return { baseUrl: stored.baseUrl, apiKey: stored.apiKey, remember: true };
}

function readItem(storage: Storage | undefined): string | null {
  try {
    return storage?.getItem(STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
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
