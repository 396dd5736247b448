// Which service each account key was used with. The spec gives no account id, so two keys of one
// account have two hashes here. Sign out cannot tell which keys share an account; it removes what
// every key of the same service left on this device (sign-out.ts). For that, the device notes each hash's service: a hash and a Base URL,
// never a key.
import { useSettingsStore } from './connection-settings';
import { serviceOf } from './account-key';
import { local } from './safe-storage';

export { serviceOf } from './account-key';

const SERVICES_KEY = 'agent-console:services';
const HASH = /^[0-9a-f]{32}$/;
const noted = new Set<string>();

/** The services noted on this device, as [account hash, service] pairs (malformed entries dropped). */
export function readServices(): [string, string][] {
  try {
    const parsed: unknown = JSON.parse(local()?.getItem(SERVICES_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (entry): entry is [string, string] =>
        Array.isArray(entry) &&
        entry.length === 2 &&
        typeof entry[0] === 'string' &&
        HASH.test(entry[0]) &&
        typeof entry[1] === 'string',
    );
  } catch {
    return [];
  }
}

export function writeServices(entries: readonly [string, string][]) {
  try {
    if (entries.length === 0) local()?.removeItem(SERVICES_KEY);
    else local()?.setItem(SERVICES_KEY, JSON.stringify(entries.slice(-MAX_SERVICES)));
  } catch {
    // refused: a later sign out then treats this account's data as of the current service
  }
}

const MAX_SERVICES = 200;

/** Notes the current Base URL as the service of `account`, once per account in this tab. */
export function noteService(account: string) {
  if (noted.has(account)) return;
  noted.add(account);
  const entries = readServices().filter(([hash]) => hash !== account);
  writeServices([...entries, [account, serviceOf(useSettingsStore.getState().baseUrl)]]);
}

/** Forgets which accounts were noted in memory (after a sign out removed their entries). */
export function forgetNotedServices() {
  noted.clear();
}
