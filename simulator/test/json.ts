// Test-side JSON access without `any`: read a path out of an unknown value, or fail the test.
export type Key = string | number;

export function at(value: unknown, ...path: Key[]): unknown {
  let current = value;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<Key, unknown>)[key];
  }
  return current;
}

export function str(value: unknown, ...path: Key[]): string {
  const v = at(value, ...path);
  if (typeof v !== 'string')
    throw new Error(`expected a string at ${path.join('.')}, got ${JSON.stringify(v)}`);
  return v;
}

export function arr(value: unknown, ...path: Key[]): unknown[] {
  const v = at(value, ...path);
  if (!Array.isArray(v)) throw new Error(`expected an array at ${path.join('.')}, got ${JSON.stringify(v)}`);
  return v;
}
