import * as v from '@/lib/valibot';

/** A value the service may omit or send as null; comes out as undefined. */
function optional<const S extends v.GenericSchema>(schema: S) {
  return v.pipe(
    v.nullish(schema),
    v.transform((value: v.InferOutput<S> | null | undefined) => value ?? undefined),
  );
}

/** A string field the service may omit or send as null; comes out as undefined. */
export const optionalString = optional(v.string());

export const optionalBoolean = optional(v.boolean());

export const optionalInt = optional(v.number());

/** Ids are UUIDs in the spec; accepted as any non-empty string so one odd id is not fatal. */
export const id = v.union([v.pipe(v.string(), v.minLength(1)), v.pipe(v.number(), v.transform(String))]);

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string | undefined): value is string {
  return value !== undefined && UUID_PATTERN.test(value);
}
