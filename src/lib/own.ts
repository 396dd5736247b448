// Records keyed by what the service or the URL says (job ids, chat ids, states) must not reach
// Object.prototype: `record['__proto__']`, `record['constructor']` or `record['hasOwnProperty']`
// would read the prototype's members, and `record[key] = …` with `__proto__` would replace the
// prototype. These helpers read only own properties and build null-prototype records.

/** An empty record with no prototype, so no key is ever inherited. */
function emptyRecord<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}

/** The record's own value at `key`, never an inherited member. */
export function own<T>(record: Readonly<Record<string, T>> | undefined, key: string): T | undefined {
  return record && Object.hasOwn(record, key) ? record[key] : undefined;
}

/** A copy of any record without a prototype (for records read back from storage). */
export function nullPrototype<T>(record: Readonly<Record<string, T>> | undefined): Record<string, T> {
  return Object.assign(emptyRecord<T>(), record);
}

/** A copy of the record without `key` (the entry a store forgets). */
export function without<T>(record: Readonly<Record<string, T>>, key: string): Record<string, T> {
  const { [key]: _removed, ...rest } = record;
  return rest;
}
