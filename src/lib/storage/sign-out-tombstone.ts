// A sign out is written down on this device (localStorage: service, accounts, time), so that it
// also holds for a tab that was not running then: a closed tab brought back (Ctrl+Shift+T) or a
// discarded one reloading comes back with its sessionStorage, and so with the key. A stored key
// of a signed-out service or account that was saved before the sign out is refused; one saved
// after it (signing in again) is kept. Only hashes and Base URLs are written, never a key.
import { accountKeyOf, serviceOf } from './account-key';
import * as v from '@/lib/valibot';
import { local, setItemSafely } from './safe-storage';

const TOMBSTONES_KEY = 'agent-console:signed-out-accounts';
/** Sign outs remembered; older ones are forgotten (a tab that old is rarely restored). */
const MAX_TOMBSTONES = 50;
const HASH = /^[0-9a-f]{32}$/;

const tombstoneSchema = v.object({
  /** The Base URL signed out of (serviceOf). */
  service: v.string(),
  /** The account hashes signed out. */
  accounts: v.array(v.pipe(v.string(), v.regex(HASH))),
  /** When, in milliseconds since the epoch, by this device's clock. */
  at: v.pipe(v.number(), v.finite()),
});
export type SignOutTombstone = v.InferOutput<typeof tombstoneSchema>;

function readTombstones(): SignOutTombstone[] {
  try {
    const parsed: unknown = JSON.parse(local()?.getItem(TOMBSTONES_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((entry) => {
      const tombstone = v.safeParse(tombstoneSchema, entry);
      return tombstone.success ? [tombstone.output] : [];
    });
  } catch {
    return [];
  }
}

const STAMP_KEY = 'agent-console:last-stamp';

/**
 * A time for a save or a sign out on this device, later than any this device gave before: a sign
 * out and the saves around it stay in the order they happened even when the clock is set back in
 * between (a sign in after it would otherwise read as older than the sign out, and be refused).
 */
export function nextStamp(): number {
  const stamp = Math.max(Date.now(), lastStamp() + 1);
  setItemSafely(local(), STAMP_KEY, String(stamp));
  return stamp;
}

function lastStamp(): number {
  try {
    return Math.floor(Number(local()?.getItem(STAMP_KEY)) || 0);
  } catch {
    return 0; // unreadable storage: the clock alone
  }
}

/** Notes a sign out; a device that refuses the write has told the person already (safe-storage). */
export function writeTombstone(tombstone: SignOutTombstone) {
  const kept = [...readTombstones(), tombstone].slice(-MAX_TOMBSTONES);
  if (tombstone.at > lastStamp()) setItemSafely(local(), STAMP_KEY, String(tombstone.at));
  // Sign out has just freed the account's data, so this rarely fails; if it does, the newest one.
  if (!setItemSafely(local(), TOMBSTONES_KEY, JSON.stringify(kept)))
    setItemSafely(local(), TOMBSTONES_KEY, JSON.stringify([tombstone]));
}

/**
 * Whether a stored key was signed out after it was saved: its service or its account was signed
 * out at or after `savedAt`. A key stored without a time (saved before times were kept) is
 * refused by any sign out of its service or account.
 */
export function signedOutSince(baseUrl: string, apiKey: string, savedAt: number | undefined): boolean {
  const tombstones = readTombstones();
  if (tombstones.length === 0) return false;
  const service = serviceOf(baseUrl);
  const account = accountKeyOf(baseUrl, apiKey);
  return tombstones.some(
    (tombstone) =>
      (savedAt === undefined || tombstone.at >= savedAt) &&
      (tombstone.service === service || (account !== undefined && tombstone.accounts.includes(account))),
  );
}
