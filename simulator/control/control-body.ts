// What the control endpoints share: the route's shape and how a body's fields are read.
import { HttpError } from '../http/errors.ts';
import type { JsonObject } from '../store/types.ts';
import type { ServiceContext } from '../service-context.ts';

export interface ControlRoute {
  method: 'GET' | 'POST';
  pattern: string;
  handle(ctx: ServiceContext, params: Record<string, string>, body: JsonObject): unknown;
}

export function optionalString(body: JsonObject, name: string): string | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw HttpError.badRequest(`${name} must be a string.`, { path: name });
  return value;
}

export function requiredString(body: JsonObject, name: string): string {
  const value = optionalString(body, name);
  if (value === undefined || value === '') throw HttpError.badRequest(`${name} is required.`, { path: name });
  return value;
}

export function accountOf(ctx: ServiceContext, body: JsonObject): string {
  const id = optionalString(body, 'account_id')?.toLowerCase() ?? ctx.rt.store.accounts[0]?.id ?? '';
  if (!ctx.rt.store.account(id)) throw HttpError.notFound('Account');
  return id;
}
