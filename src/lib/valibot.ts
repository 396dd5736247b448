// The app parses with valibot (decision 014): its schemas are plain functions, so a bundle holds
// only the ones the app uses. Every schema imports `v` from here, where object and record schemas
// refuse arrays as zod's did (valibot's own accept any non-null object, arrays included).
import * as v from 'valibot';

export * from 'valibot';

// Checked before the object schema runs: valibot builds a new object, so the input is gone after.
const anyObject = v.custom<Record<string, unknown>>(
  (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
  (issue) => `Invalid input: expected object, received ${typeName(issue.input)}`,
);

/** An object with these fields; unknown fields are dropped. Arrays are refused. */
export function object<const E extends v.ObjectEntries>(entries: E) {
  return v.pipe(anyObject, v.object(entries));
}

/** An object with these fields; unknown fields are kept. Arrays are refused. */
export function looseObject<const E extends v.ObjectEntries>(entries: E) {
  return v.pipe(anyObject, v.looseObject(entries));
}

/** A string-keyed record. Arrays are refused. */
export function record<const V extends v.GenericSchema>(value: V) {
  return v.pipe(anyObject, v.record(v.string(), value));
}

/** A whole number. */
export const int = v.pipe(v.number(), v.integer());

/** The first issue in words, with where it is: "Invalid input: expected string, received number at state". */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  const issue = issues[0];
  if (!issue) return 'unexpected shape';
  const message =
    issue.kind === 'schema' && issue.type !== 'custom'
      ? `Invalid input: expected ${issue.expected ?? 'another type'}, received ${typeName(issue.input)}`
      : issue.message;
  const where = v.getDotPath(issue);
  return where ? `${message} at ${where}` : message;
}

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}
