// Paths into a JSON document, as segments (object keys and array indices), and immutable edits
// along them. Keys are written with defineProperty so a "__proto__" key from JSON stays an own
// data key instead of changing an object's prototype.
import type { JsonObject, JsonValue } from '@/lib/api/resources/workflow';
import { asRecord } from '@/lib/as-record';

type PathSegment = string | number;
export type JsonPath = readonly PathSegment[];

export function isJsonObject(value: unknown): value is JsonObject {
  return asRecord(value) !== undefined;
}

export function setOwn(target: JsonObject, key: string, value: JsonValue): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

export function hasOwn(target: JsonObject, key: string): boolean {
  return Object.hasOwn(target, key);
}

/** How the service names a path: `input.settings.threshold`; array items as `input.tags[0]`. */
export function formatPath(path: JsonPath): string {
  return path.reduce<string>(
    (text, segment) => (typeof segment === 'number' ? `${text}[${segment}]` : `${text}.${segment}`),
    'input',
  );
}

/** Reads the service's path form back into segments (object keys only, as the service names them). */
export function parseServicePath(text: string): JsonPath {
  const trimmed = text
    .trim()
    .replace(/^\$?\.?/, '')
    .replace(/^input(\.|$)/, '');
  if (trimmed === '') return [];
  return trimmed.split('.').flatMap((part) => {
    // Trailing `[n]` groups are read from the end by hand: `/^(.*?)((?:\[\d+\])*)$/` is quadratic
    // on a long run of them followed by anything else, and the path comes from the service.
    const indices: number[] = [];
    let end = part.length;
    while (part.charAt(end - 1) === ']') {
      const open = part.lastIndexOf('[', end - 1);
      const digits = part.slice(open + 1, end - 1);
      if (open === -1 || !/^\d+$/.test(digits)) break;
      indices.push(Number(digits));
      end = open;
    }
    const key = part.slice(0, end);
    return [...(key ? [key] : []), ...indices.reverse()];
  });
}

/** A stable string for a path, usable as a Map key. */
export function pathKey(path: JsonPath): string {
  return JSON.stringify(path);
}

export function isPrefix(prefix: JsonPath, path: JsonPath): boolean {
  return prefix.length <= path.length && prefix.every((segment, i) => segment === path[i]);
}

export function getAt(value: JsonValue | undefined, path: JsonPath): JsonValue | undefined {
  let current = value;
  for (const segment of path) {
    if (typeof segment === 'number') current = Array.isArray(current) ? current[segment] : undefined;
    else current = isJsonObject(current) && hasOwn(current, segment) ? current[segment] : undefined;
    if (current === undefined) return undefined;
  }
  return current;
}

/** A copy with `next` at `path`, creating objects where the path does not exist yet. */
export function setAt(value: JsonValue | undefined, path: JsonPath, next: JsonValue): JsonValue {
  const [head, ...rest] = path;
  if (head === undefined) return next;
  if (typeof head === 'number' && Array.isArray(value)) {
    const copy = [...value];
    copy[head] = setAt(value[head], rest, next);
    return copy;
  }
  const copy: JsonObject = isJsonObject(value) ? { ...value } : {};
  const key = String(head);
  setOwn(copy, key, setAt(hasOwn(copy, key) ? copy[key] : undefined, rest, next));
  return copy;
}

/** A copy without the member or item at `path` (unchanged when it does not exist). */
export function removeAt(value: JsonValue, path: JsonPath): JsonValue {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  if (Array.isArray(value) && typeof head === 'number') {
    if (rest.length === 0) return value.filter((_, i) => i !== head);
    const item = value[head];
    return item === undefined ? value : value.map((v, i) => (i === head ? removeAt(item, rest) : v));
  }
  if (!isJsonObject(value) || !hasOwn(value, String(head))) return value;
  const key = String(head);
  const copy: JsonObject = {};
  for (const [k, v] of Object.entries(value)) {
    if (k !== key) setOwn(copy, k, v);
    else if (rest.length > 0) setOwn(copy, k, removeAt(v, rest));
  }
  return copy;
}

export function deepEqual(a: JsonValue | undefined, b: JsonValue | undefined): boolean {
  if (a === b) return true;
  if (Array.isArray(a))
    return Array.isArray(b) && a.length === b.length && a.every((item, i) => deepEqual(item, b[i]));
  if (isJsonObject(a)) {
    if (!isJsonObject(b)) return false;
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length &&
      keys.every((key) => hasOwn(b, key) && deepEqual(a[key], b[key]))
    );
  }
  return false;
}
