// RFC 7386 merge patches between the version read and the edit. Unchanged keys are absent,
// removed keys are null, objects are patched per path and arrays replaced whole. A merge patch
// cannot store a null (null means "remove"), so a null in the edit is reported as a problem at
// its path and left out, never silently turned into a removal.
import type { JsonObject, JsonValue } from '@/lib/api/resources/workflow';
import { deepEqual, hasOwn, isJsonObject, setOwn, type JsonPath } from '@/domain/workflows/json-path';

export interface PatchProblem {
  path: JsonPath;
  message: string;
}

const NULL_VALUE_PROBLEM =
  'A merge patch cannot store null: sending it would remove this key. Remove the key instead, or give it another value.';

export interface MergePatchResult {
  patch: JsonObject;
  problems: PatchProblem[];
}

export function createMergePatch(base: JsonObject, edited: JsonObject): MergePatchResult {
  const problems: PatchProblem[] = [];
  const patch = diffObjects(base, edited, [], problems);
  return { patch, problems };
}

function diffObjects(
  base: JsonObject,
  edited: JsonObject,
  path: JsonPath,
  problems: PatchProblem[],
): JsonObject {
  const patch: JsonObject = {};
  for (const key of Object.keys(base)) {
    if (!hasOwn(edited, key)) setOwn(patch, key, null);
  }
  for (const [key, value] of Object.entries(edited)) {
    const before = hasOwn(base, key) ? base[key] : undefined;
    if (before !== undefined && deepEqual(before, value)) continue;
    const at = [...path, key];
    if (value === null) {
      problems.push({ path: at, message: NULL_VALUE_PROBLEM });
    } else if (isJsonObject(value) && isJsonObject(before)) {
      const inner = diffObjects(before, value, at, problems);
      if (Object.keys(inner).length > 0) setOwn(patch, key, inner);
    } else if (isJsonObject(value)) {
      // Merging into a non-object starts from {}, so the whole object is sent, minus its nulls.
      setOwn(patch, key, wholeObject(value, at, problems));
    } else {
      setOwn(patch, key, structuredClone(value));
    }
  }
  return patch;
}

function wholeObject(value: JsonObject, path: JsonPath, problems: PatchProblem[]): JsonObject {
  const copy: JsonObject = {};
  for (const [key, member] of Object.entries(value)) {
    if (member === null) problems.push({ path: [...path, key], message: NULL_VALUE_PROBLEM });
    else
      setOwn(
        copy,
        key,
        isJsonObject(member) ? wholeObject(member, [...path, key], problems) : structuredClone(member),
      );
  }
  return copy;
}

/** RFC 7386 MergePatch(target, patch); returns a new value and never mutates its arguments. */
export function applyMergePatch(target: JsonValue | undefined, patch: JsonValue): JsonValue {
  if (!isJsonObject(patch)) return structuredClone(patch);
  const result: JsonObject = {};
  if (isJsonObject(target)) for (const [key, value] of Object.entries(target)) setOwn(result, key, value);
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) {
      delete result[key];
      continue;
    }
    setOwn(result, key, applyMergePatch(hasOwn(result, key) ? result[key] : undefined, value));
  }
  return result;
}

/**
 * The paths where `after` differs from `before`: a removed or changed member, descending only
 * where both sides hold an object (arrays and scalars are one path each). Nulls count here.
 */
export function changedPaths(before: JsonObject, after: JsonObject, path: JsonPath = []): JsonPath[] {
  const paths: JsonPath[] = [];
  for (const key of Object.keys(before)) if (!hasOwn(after, key)) paths.push([...path, key]);
  for (const [key, value] of Object.entries(after)) {
    const previous = hasOwn(before, key) ? before[key] : undefined;
    if (previous !== undefined && deepEqual(previous, value)) continue;
    if (isJsonObject(previous) && isJsonObject(value))
      paths.push(...changedPaths(previous, value, [...path, key]));
    else paths.push([...path, key]);
  }
  return paths;
}

/** Every path a patch names, e.g. [["settings","threshold"],["tags"]]. */
export function patchPaths(patch: JsonObject, path: JsonPath = []): JsonPath[] {
  return Object.entries(patch).flatMap(([key, value]) =>
    isJsonObject(value) && Object.keys(value).length > 0
      ? patchPaths(value, [...path, key])
      : [[...path, key]],
  );
}
