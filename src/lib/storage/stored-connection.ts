// The connection settings as this device stored them, read without a store (and so without React):
// the last screen's painter runs before the app and asks only this. connection-settings.ts starts
// its store from the same copies, and removes the ones refused here.
import { asRecord } from '@/lib/as-record';
import { baseUrlProblem } from '@/config/base-url';
import { local, session } from './safe-storage';
import { signedOutSince } from './sign-out-tombstone';

export const STORAGE_KEY = 'agent-console:connection';

export interface ConnectionSettings {
  baseUrl: string;
  apiKey: string;
  remember: boolean;
}

/** What a storage holds: the settings and when they were saved (absent in entries saved before). */
export function parseStored(
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

export function readItem(storage: Storage | undefined): string | null {
  try {
    return storage?.getItem(STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

export interface StoredCopy {
  storage: Storage | undefined;
  settings: ConnectionSettings | undefined;
  /** Why the copy is not used: signed out since it was saved, or unreadable or a Base URL no longer allowed. */
  refused?: 'signed-out' | 'unusable';
}

/** The tab's copy (sessionStorage), then the device's (localStorage), each judged; absent ones skipped. */
export function* storedCopies(): Generator<StoredCopy> {
  for (const [storage, remember] of [
    [session(), false],
    [local(), true],
  ] as const) {
    const raw = readItem(storage);
    if (!raw) continue;
    const stored = parseStored(raw, remember);
    if (stored && stored.apiKey && signedOutSince(stored.baseUrl, stored.apiKey, stored.savedAt)) {
      yield { storage, settings: undefined, refused: 'signed-out' };
      continue;
    }
    // Plain http to another host, saved before Settings refused it: the key is not sent there.
    if (stored && baseUrlProblem(stored.baseUrl) === undefined)
      yield {
        storage,
        settings: { baseUrl: stored.baseUrl, apiKey: stored.apiKey, remember: stored.remember },
      };
    else yield { storage, settings: undefined, refused: 'unusable' };
  }
}

const NONE: ConnectionSettings = { baseUrl: '', apiKey: '', remember: false };

/** The settings this tab starts with (connection-settings.ts's store starts from them), read only. */
export function readStartingConnection(): ConnectionSettings {
  for (const copy of storedCopies()) if (copy.settings) return copy.settings;
  return NONE;
}

/**
 * The key this device remembers (localStorage), as another tab may have left it: nothing when none
 * is remembered or a sign out since refused it. Reads only; the last screen's picture asks it.
 */
export function readRememberedConnection(): ConnectionSettings {
  const raw = readItem(local());
  const stored = raw ? parseStored(raw, true) : undefined;
  if (!stored?.apiKey || !stored.remember || signedOutSince(stored.baseUrl, stored.apiKey, stored.savedAt))
    return NONE;
  return { baseUrl: stored.baseUrl, apiKey: stored.apiKey, remember: true };
}
