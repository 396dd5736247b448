// What an error body says, read from whatever shape it has: the error body's shape is "not
// shown" in the spec, so the server's message, the refused path (400) and the missing scope (403)
// are dug out of the conventions services use. Fetched with the first error response
// (client.ts), since no first visit needs it.
import type { ApiErrorInit } from './errors';

type Json = unknown;

function field(value: Json, ...keys: string[]): unknown {
  let current: unknown = value;
  for (const key of keys) {
    if (current === null || typeof current !== 'object') return undefined;
    if (Array.isArray(current)) {
      current = /^\d+$/.test(key) ? current[Number(key)] : undefined;
      continue;
    }
    current = Object.hasOwn(current, key) ? (current as Record<string, unknown>)[key] : undefined;
  }
  return current;
}

function firstString(body: Json, candidates: string[][]): string | undefined {
  for (const keys of candidates) {
    const value = field(body, ...keys);
    if (typeof value === 'string' && value.trim() !== '') return value.trim().slice(0, 500);
  }
  return undefined;
}

const MESSAGE_FIELDS = [
  ['message'],
  ['error', 'message'],
  ['error'],
  ['detail'],
  ['detail', '0', 'msg'],
  ['error_description'],
  ['description'],
  ['errors', '0', 'message'],
  ['errors', '0', 'detail'],
  ['errors', '0', 'title'],
  ['errors', '0', 'msg'],
  ['title'],
  ['msg'],
];

/** Where error bodies name the refused field, in the order they are tried. */
const PATH_FIELDS = [
  ['path'],
  ['invalid_path'],
  ['field'],
  ['pointer'],
  ['param'],
  ['details', 'path'],
  ['error', 'path'],
  ['error', 'details', 'path'],
  ['error', 'field'],
  ['error', 'param'],
  ['error', 'pointer'],
  ['errors', '0', 'pointer'],
  ['errors', '0', 'path'],
  ['errors', '0', 'field'],
  ['errors', '0', 'source', 'pointer'],
  ['errors', '0', 'source', 'parameter'],
  ['errors', '0', 'loc'],
  ['invalid-params', '0', 'name'],
  ['invalid_params', '0', 'name'],
  ['invalid-params', '0', 'pointer'],
  ['invalid_params', '0', 'pointer'],
  ['detail', 'path'],
  ['detail', '0', 'loc'],
  ['error', 'errors', '0', 'field'],
  ['error', 'details', '0', 'fieldViolations', '0', 'field'],
  ['error', 'details', '0', 'field_violations', '0', 'field'],
  ['error', 'details', 'fieldViolations', '0', 'field'],
];
const SCOPE_FIELDS = [
  ['scope'],
  ['required_scope'],
  ['missing_scope'],
  ['details', 'scope'],
  ['error', 'scope'],
  ['error', 'details', 'scope'],
  ['error', 'required_scope'],
  ['errors', '0', 'scope'],
  ['errors', '0', 'meta', 'scope'],
];

/** Parts of the request body that are not under `input`: a pointer to one of them stays as is. */
const BODY_FIELDS = new Set(['input', 'version', 'message', 'session_id', 'project_id', 'title', 'file']);

function segmentsOf(raw: unknown): string[] | undefined {
  // FastAPI/pydantic: `loc: ["body", "input", "secret"]`.
  if (Array.isArray(raw)) {
    const parts = raw.filter((p) => typeof p === 'string' || typeof p === 'number').map(String);
    if (parts.length === 0) return undefined;
    return ['body', 'query', 'path'].includes(parts[0] ?? '') && parts.length > 1 ? parts.slice(1) : parts;
  }
  if (typeof raw !== 'string' || raw.trim() === '') return undefined;
  const text = raw.trim();
  // RFC 6901 JSON Pointer (RFC 9457 field errors, JSON:API `source.pointer`), also as a URI fragment.
  if (text.startsWith('/') || text.startsWith('#/')) {
    const parts = text
      .replace(/^#/, '')
      .split('/')
      .slice(1)
      .map((part) => decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~'));
    // JSON:API points into its document: `/data/attributes/input/secret`.
    if (parts[0] === 'data' && parts[1] === 'attributes') parts.splice(0, 2);
    if (parts.length === 0) return undefined;
    return BODY_FIELDS.has(parts[0] ?? '') ? parts : ['input', ...parts];
  }
  // Stripe-style `input[settings][window]`, JSONPath-style `$.input.x`, or plain dots.
  const dotted = text
    .replace(/^\$\.?/, '')
    .replace(/\[(?:"([^"]*)"|'([^']*)'|([^\]]*))\]/g, (_, a, b, c) => `.${a ?? b ?? c}`);
  const parts = dotted.split('.').filter((part) => part !== '');
  return parts.length > 0 ? parts : undefined;
}

/** The refused path in the app's own notation: `input.settings.window`, or a body field's name. */
function normalisePath(raw: unknown): string | undefined {
  return segmentsOf(raw)?.join('.');
}

/** Rails-style `{errors: {"input.secret": ["is not declared"]}}`: the first key names the path. */
function pathFromErrorMap(body: Json): string | undefined {
  const errors = field(body, 'errors');
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return undefined;
  const key = Object.keys(errors)[0];
  return key && key !== 'message' && key !== 'detail' ? normalisePath(key) : undefined;
}

/** Reads the server's own message, a refused path and a missing scope from any error body. */
export function readErrorBody(
  body: Json,
  status: number,
): Pick<ApiErrorInit, 'serverMessage' | 'path' | 'scope'> {
  const serverMessage =
    typeof body === 'string' && body.trim() !== ''
      ? body.trim().slice(0, 500)
      : firstString(body, MESSAGE_FIELDS);
  let path: string | undefined;
  for (const keys of PATH_FIELDS) {
    const value = field(body, ...keys);
    // Some frameworks put the request's own path there (Spring's `path: "/v1/…"`): not a field.
    if (typeof value === 'string' && /^\/v\d+\//.test(value)) continue;
    path = normalisePath(value);
    if (path) break;
  }
  path ??= pathFromErrorMap(body);
  let scope = firstString(body, SCOPE_FIELDS);
  if (!path && (status === 400 || status === 422)) {
    // Only the words name it: look in every message the body holds.
    const texts = [serverMessage, ...MESSAGE_FIELDS.map((keys) => field(body, ...keys))];
    for (const text of texts) {
      const found =
        typeof text === 'string' ? /\binput(?:\.[\w-]+)+/.exec(text.slice(0, 2000))?.[0] : undefined;
      if (found) {
        path = found;
        break;
      }
    }
  }
  if (!scope && status === 403 && serverMessage)
    scope = /\b[a-z_]+:(?:read|write|admin)\b/.exec(serverMessage)?.[0];
  return { serverMessage, path, scope };
}
