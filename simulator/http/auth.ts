// Bearer keys act for one account. A `:write` scope implies its `:read` (our pick for the read
// endpoints whose scope the spec does not show); a missing scope is a 403 that names it.
import type { IncomingMessage } from 'node:http';
import type { Store } from '../store/store.ts';
import type { Account, ApiKey, Scope } from '../store/types.ts';
import { HttpError } from './errors.ts';

export function authenticate(req: IncomingMessage, store: Store): { account: Account; key: ApiKey } {
  const header = req.headers.authorization;
  if (!header) throw HttpError.unauthorized('Missing API key: send Authorization: Bearer <API_KEY>.');
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  const found = match?.[1] ? store.findKey(match[1]) : undefined;
  if (!found) throw HttpError.unauthorized('The API key is not valid.');
  return found;
}

function hasScope(granted: readonly string[], required: Scope): boolean {
  if (granted.includes(required)) return true;
  return required.endsWith(':read') && granted.includes(required.replace(/:read$/, ':write'));
}

export function requireScope(key: ApiKey, required: Scope): void {
  if (!hasScope(key.scopes, required)) throw HttpError.forbidden(required);
}
