// The one fetch layer: Base URL, bearer key, JSON, time-outs, and ApiError for every failure.
// The key is sent only to the configured service origin, never to a URL a response pointed at
// elsewhere (a pagination link, say). Only http(s) addresses are fetched, and redirects are
// refused rather than followed.
import * as v from '@/lib/valibot';
import { isHttpUrl } from '@/config/base-url';
import { whenProvidedSettingsSettled } from './provided-settings';
import { serviceUrl, useSettingsStore } from '@/lib/storage/connection-settings';
import { currentAccount } from '@/lib/storage/account-storage';
import { ApiError, type ApiErrorInit } from './errors';
import { readTextCapped, type BodyKind } from './read-capped';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** A JSON body; sent with `Content-Type: application/json`. */
  json?: unknown;
  /** A body sent as is (FormData, Blob); the browser sets its content type. */
  body?: BodyInit;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
  timeoutMs?: number;
  headers?: Record<string, string>;
  /**
   * The account (accountKeyOf) a write was made for: refused, before anything leaves, when the key
   * in Settings is another account's, so a key switched mid-send never carries another's write.
   */
  account?: string;
  /** Let the request outlive the page (a write sent as its tab hides or closes). */
  keepalive?: boolean;
}

const DEFAULT_TIMEOUT_MS = 20_000;
const BASE_URL_HINT = 'The Base URL is not an http or https address. Correct it in Settings.';

function buildUrl(path: string, query: RequestOptions['query']): URL {
  const url = serviceUrl(path);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url;
}

function sameOriginAsService(url: URL): boolean {
  return url.origin === serviceUrl('/').origin;
}

/** Sends a request and returns the raw Response when it is a success; throws ApiError otherwise. */
export async function apiFetch(path: string, options: RequestOptions = {}): Promise<Response> {
  // The first paint does not wait for the host's settings; a request without a key does.
  if (!useSettingsStore.getState().apiKey) await whenProvidedSettingsSettled();
  const { apiKey } = useSettingsStore.getState();
  if (!apiKey) throw new ApiError({ kind: 'config' });
  // The account the settings stand for (memoised: no hash per request).
  if (options.account !== undefined && currentAccount() !== options.account)
    throw new ApiError({ kind: 'other-account' });
  let url: URL;
  try {
    url = buildUrl(path, options.query);
  } catch {
    throw new ApiError({ kind: 'config', hint: BASE_URL_HINT });
  }
  if (!isHttpUrl(url)) throw new ApiError({ kind: 'config', hint: BASE_URL_HINT });
  const headers = new Headers(options.headers);
  headers.set('Accept', 'application/json');
  if (sameOriginAsService(url)) headers.set('Authorization', `Bearer ${apiKey}`);
  let body = options.body;
  if (options.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.json);
  }

  const timeout = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      body,
      signal,
      credentials: 'omit',
      keepalive: options.keepalive ?? false,
      // Never from the browser's HTTP cache, nor into it: its entries are keyed by URL, not by
      // key, so a read a gateway let it cache would be the next account's answer on this device.
      cache: 'no-store',
      // A redirect could carry the request (and its key) elsewhere: the service answers in place.
      redirect: 'error',
    });
  } catch (cause) {
    if (options.signal?.aborted) throw new ApiError({ kind: 'aborted' });
    if (timeout.aborted) throw new ApiError({ kind: 'timeout' });
    throw new ApiError({
      kind: 'network',
      serverMessage: cause instanceof Error ? cause.message : undefined,
    });
  }
  if (!response.ok) throw await errorFromResponse(response);
  return response;
}

export async function errorFromResponse(response: Response): Promise<ApiError> {
  // An error body that is too large (or never ends) is no message worth reading.
  const text = await readTextCapped(response, 'item').catch(() => '');
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON: a proxy's HTML page, say. Keep a short plain-text message only.
    body = /<[a-z!]/i.test(text) ? undefined : text;
  }
  return new ApiError({
    kind: 'http',
    status: response.status,
    ...(await readErrorDetails(body, response.status)),
  });
}

/**
 * The server's message, refused path and missing scope: the reader is fetched with the first
 * error response, since no first visit needs it. Offline before it came (no service worker yet),
 * the status alone describes the failure.
 */
async function readErrorDetails(body: unknown, status: number): Promise<Partial<ApiErrorInit>> {
  try {
    return (await import('./error-body')).readErrorBody(body, status);
  } catch {
    return {};
  }
}

/** Reads a success body as JSON (empty → undefined), at most the cap of its kind. */
export async function readJson(response: Response, kind: BodyKind = 'item'): Promise<unknown> {
  const text = await readBody(response, kind);
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError({ kind: 'parse', status: response.status, serverMessage: 'The body is not JSON.' });
  }
}

/** The body as text; a body that breaks off (time-out, network) is an ApiError like the request's. */
async function readBody(response: Response, kind: BodyKind): Promise<string> {
  try {
    return await readTextCapped(response, kind);
  } catch (cause) {
    if (cause instanceof ApiError) throw cause;
    if (cause instanceof DOMException && cause.name === 'TimeoutError')
      throw new ApiError({ kind: 'timeout' });
    if (cause instanceof DOMException && cause.name === 'AbortError') throw new ApiError({ kind: 'aborted' });
    throw new ApiError({
      kind: 'network',
      serverMessage: cause instanceof Error ? cause.message : undefined,
    });
  }
}

/** Parses a value with a schema, turning a mismatch into a clear ApiError. */
export function parseWith<S extends v.GenericSchema>(
  schema: S,
  value: unknown,
  what: string,
): v.InferOutput<S> {
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  throw new ApiError({ kind: 'parse', serverMessage: `${what}: ${v.describeIssues(result.issues)}` });
}

/**
 * A write's 2xx answer, parsed with `schema`; undefined when its body cannot be read or parsed. A
 * 2xx means the write was done, whatever its body: an error would invite a Retry that does it twice.
 */
export function parseWriteAnswer<S extends v.GenericSchema>(
  schema: S,
  body: unknown,
): v.InferOutput<S> | undefined {
  const parsed = v.safeParse(schema, body);
  return parsed.success ? parsed.output : undefined;
}

/** A JSON request whose answer is parsed with `schema`. */
export async function apiRequest<S extends v.GenericSchema>(
  schema: S,
  path: string,
  options: RequestOptions = {},
): Promise<v.InferOutput<S>> {
  const response = await apiFetch(path, options);
  return parseWith(schema, await readJson(response), `${options.method ?? 'GET'} ${path}`);
}
