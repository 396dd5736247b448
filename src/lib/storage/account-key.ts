// Which account and which service a Base URL and key stand for. Pure: connection-settings.ts reads
// it (through sign-out-tombstone.ts) while the stores are still being made, so it imports nothing
// that reads the settings.
import { sha256Hex } from './sha256';

/**
 * A stable, non-reversible key for the account the current settings act for. The service exposes
 * no account id, so the credential stands for it: SHA-256 of the Base URL and the API key.
 */
export function accountKeyOf(baseUrl: string, apiKey: string): string | undefined {
  if (!apiKey) return undefined;
  const origin = baseUrl || (typeof window === 'undefined' ? '' : window.location.origin);
  return sha256Hex(`${origin}\n${apiKey}`).slice(0, 32);
}

/** The service a Base URL names: the URL without a trailing slash, or this origin. */
export function serviceOf(baseUrl: string): string {
  return (baseUrl || (typeof window === 'undefined' ? '' : window.location.origin)).replace(/\/+$/, '');
}
