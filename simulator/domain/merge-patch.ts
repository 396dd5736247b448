// RFC 7386 merge patch plus the contract check of the spec's rule 6.
// A patch touches the path of every non-object value it holds (null included: it removes), and
// of every empty object. A touched path is writable when it is `input.scratch`, a contract entry,
// or below one; touching an ancestor of an entry would overwrite undeclared siblings, so it is not.
import type { JsonObject, JsonValue } from '../store/types.ts';

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Returns a new value; never mutates `target` or `patch`. */
export function applyMergePatch(target: JsonValue | undefined, patch: JsonValue): JsonValue {
  if (!isJsonObject(patch)) return structuredClone(patch);
  const result: JsonObject = isJsonObject(target) ? { ...target } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) {
      delete result[key];
      continue;
    }
    // defineProperty, not assignment: a "__proto__" key from JSON must stay an own data key.
    Object.defineProperty(result, key, {
      value: applyMergePatch(Object.hasOwn(result, key) ? result[key] : undefined, value),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return result;
}

/** Every path the patch writes, in document order, e.g. `input.settings.threshold`. */
export function touchedPaths(patch: JsonObject, prefix = 'input'): string[] {
  const paths: string[] = [];
  for (const [key, value] of Object.entries(patch)) {
    const path = `${prefix}.${key}`;
    if (isJsonObject(value) && Object.keys(value).length > 0) paths.push(...touchedPaths(value, path));
    else paths.push(path);
  }
  return paths;
}

const ALWAYS_WRITABLE = 'input.scratch';

function isDeclared(path: string, contract: readonly string[]): boolean {
  return [ALWAYS_WRITABLE, ...contract].some((entry) => path === entry || path.startsWith(`${entry}.`));
}

/** The paths of the patch that the contract does not declare; empty when the patch may be applied. */
export function undeclaredPaths(patch: JsonObject, contract: readonly string[]): string[] {
  return touchedPaths(patch).filter((path) => !isDeclared(path, contract));
}
