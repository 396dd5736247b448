// Bringing another writer's newer version into an edit, path by path (a three-way merge of the
// version read, theirs and yours). Paths only they changed take their values; paths only you
// changed keep yours; paths you both changed differently are conflicts for the person to decide.
// Until decided, a conflict keeps your value in the edit.
import type { JsonObject, JsonValue } from '@/lib/api/resources/workflow';
import {
  deepEqual,
  getAt,
  isJsonObject,
  isPrefix,
  pathKey,
  removeAt,
  setAt,
  type JsonPath,
} from '@/domain/workflows/json-path';
import { changedPaths } from '@/domain/workflows/merge-patch';

export interface Conflict {
  path: JsonPath;
  /** undefined: the key does not exist on that side. */
  base?: JsonValue;
  theirs?: JsonValue;
  yours?: JsonValue;
}

export interface RebaseResult {
  merged: JsonObject;
  conflicts: Conflict[];
  /** Paths that took their new values because you had not touched them. */
  takenFromTheirs: JsonPath[];
}

export function rebaseEdit(base: JsonObject, theirs: JsonObject, yours: JsonObject): RebaseResult {
  const mine = changedPaths(base, yours);
  const others = changedPaths(base, theirs);
  const conflictPaths = new Map<string, JsonPath>();
  for (const y of mine) {
    for (const t of others) {
      const shorter = isPrefix(y, t) ? y : isPrefix(t, y) ? t : undefined;
      if (shorter && !deepEqual(getAt(yours, shorter), getAt(theirs, shorter)))
        conflictPaths.set(pathKey(shorter), shorter);
    }
  }
  // A conflict inside another conflict is decided with the outer one.
  const outer = [...conflictPaths.values()].filter(
    (p) => ![...conflictPaths.values()].some((q) => q.length < p.length && isPrefix(q, p)),
  );
  const inConflict = (path: JsonPath) => outer.some((c) => isPrefix(c, path) || isPrefix(path, c));

  let merged: JsonValue = theirs;
  for (const path of [...mine.filter((p) => !inConflict(p)), ...outer])
    merged = writeAt(merged, path, getAt(yours, path));
  return {
    merged: isJsonObject(merged) ? merged : {},
    conflicts: outer.map((path) => ({
      path,
      base: getAt(base, path),
      theirs: getAt(theirs, path),
      yours: getAt(yours, path),
    })),
    takenFromTheirs: others.filter(
      (p) => !inConflict(p) && !mine.some((y) => isPrefix(y, p) || isPrefix(p, y)),
    ),
  };
}

/** Decides one conflict in the edit: their value (or their removal) replaces yours. */
export function takeTheirs(edit: JsonObject, conflict: Conflict): JsonObject {
  const next = writeAt(edit, conflict.path, conflict.theirs);
  return isJsonObject(next) ? next : edit;
}

function writeAt(value: JsonValue, path: JsonPath, next: JsonValue | undefined): JsonValue {
  return next === undefined ? removeAt(value, path) : setAt(value, path, next);
}
