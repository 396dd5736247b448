// Connection settings. The API key lives in memory and sessionStorage; localStorage only when the
// person ticks "Remember on this device". It never goes into a URL, a log line or an error report,
// and signing out removes it from every storage.
import { create } from 'zustand';
import { asRecord } from '@/lib/as-record';

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

function readStored(): ConnectionSettings {
  const empty: ConnectionSettings = { baseUrl: '', apiKey: '', remember: false };
  for (const [storage, remember] of [
    [safeStorage('session'), false],
    [safeStorage('local'), true],
  ] as const) {
    const raw = storage?.getItem(STORAGE_KEY);
    if (!raw) continue;
    try {
      const parsed: unknown = JSON.parse(raw);
      const value = asRecord(parsed);
      if (value) {
        return {
          baseUrl: typeof value.baseUrl === 'string' ? value.baseUrl : '',
          apiKey: typeof value.apiKey === 'string' ? value.apiKey : '',
          remember: typeof value.remember === 'boolean' ? value.remember : remember,
        };
      }
    } catch {
      storage?.removeItem(STORAGE_KEY);
    }
  }
  return empty;
}

function safeStorage(kind: 'session' | 'local'): Storage | undefined {
  try {
    return kind === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return undefined;
  }
}

function persist(settings: ConnectionSettings) {
  const raw = JSON.stringify(settings);
  safeStorage('session')?.setItem(STORAGE_KEY, raw);
  if (settings.remember) safeStorage('local')?.setItem(STORAGE_KEY, raw);
  else safeStorage('local')?.removeItem(STORAGE_KEY);
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
      safeStorage('session')?.removeItem(SIGNED_OUT_KEY);
      set({ ...clean, revision: get().revision + 1 });
    },
    adoptProvided: (provided) => {
      // A key handed over by the host (the dev server's demo key) is used only when the person
      // has none of their own and has not signed out in this tab.
      if (get().apiKey || safeStorage('session')?.getItem(SIGNED_OUT_KEY)) return;
      const next = {
        baseUrl: provided.baseUrl ?? get().baseUrl,
        apiKey: provided.apiKey ?? '',
        remember: false,
      };
      if (!next.apiKey) return;
      persist(next);
      set({ ...next, revision: get().revision + 1 });
    },
    signOut: () => {
      safeStorage('session')?.removeItem(STORAGE_KEY);
      safeStorage('local')?.removeItem(STORAGE_KEY);
      safeStorage('session')?.setItem(SIGNED_OUT_KEY, '1');
      set({ apiKey: '', remember: false, revision: get().revision + 1 });
    },
  },
}));

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
