import { z } from '@/lib/zod';

/** A value the service may omit or send as null; comes out as undefined. */
function optional<T extends z.ZodMiniType>(schema: T) {
  return z.pipe(
    z.nullish(schema),
    z.transform((value: z.output<T> | null | undefined) => value ?? undefined),
  );
}

/** A string field the service may omit or send as null; comes out as undefined. */
export const optionalString = optional(z.string());

export const optionalBoolean = optional(z.boolean());

export const optionalInt = optional(z.number());

/** Ids are UUIDs in the spec; accepted as any non-empty string so one odd id is not fatal. */
export const id = z.union([z.string().check(z.minLength(1)), z.pipe(z.number(), z.transform(String))]);

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string | undefined): value is string {
  return value !== undefined && UUID_PATTERN.test(value);
}
