import { z } from 'zod';

/** A string field the service may omit or send as null; comes out as undefined. */
export const optionalString = z
  .string()
  .nullish()
  .transform((value) => value ?? undefined);

export const optionalBoolean = z
  .boolean()
  .nullish()
  .transform((value) => value ?? undefined);

export const optionalInt = z
  .number()
  .nullish()
  .transform((value) => value ?? undefined);

/** Ids are UUIDs in the spec; accepted as any non-empty string so one odd id is not fatal. */
export const id = z.union([z.string().min(1), z.number().transform(String)]);

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string | undefined): value is string {
  return value !== undefined && UUID_PATTERN.test(value);
}
