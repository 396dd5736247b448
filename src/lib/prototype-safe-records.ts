// Records keyed by what the service or the URL says (job ids, chat ids, states) must not reach
// Object.prototype: `record['__proto__']`, `record['constructor']` or `record['hasOwnProperty']`
// would read the prototype's members, and `record[key] = …` with `__proto__` would replace the
// prototype. These helpers read and write only own properties.

/** The record's own value at `key`, never an inherited member. */
export function own<T>(record: Readonly<Record<string, T>> | undefined, key: string): T | undefined {
  return record && Object.hasOwn(record, key) ? record[key] : undefined;
}

/**
 * Sets `record[key]` as an own property, "__proto__" included (an assignment of that key would
 * replace the record's prototype instead). For a store that writes a few keys of a large record per
 * update: a spread copy plus this is far cheaper than copying into a null-prototype record, which
 * V8 keeps as a slow dictionary.
 */
export function setOwn<T>(record: Record<string, T>, key: string, value: T): void {
  if (key === '__proto__')
    Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true });
  else record[key] = value;
}

/** A copy of the record without `key` (the entry a store forgets). */
export function without<T>(record: Readonly<Record<string, T>>, key: string): Record<string, T> {
  const { [key]: _removed, ...rest } = record;
  return rest;
}
