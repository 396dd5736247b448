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

/** Titles past this many characters are clipped: a 1 MB title laid out in every list would stall it. */
export const TITLE_CHARS = 300;

/** Clips `text` to `max` characters and an ellipsis, never between the halves of a character. */
export function clipText(text: string, max: number): string {
  if (text.length <= max) return text;
  const code = text.charCodeAt(max - 1);
  const end = code >= 0xd800 && code <= 0xdbff ? max - 1 : max;
  return `${text.slice(0, end)}…`;
}

/** A title (of a job, chat, artifact or file): optional, and clipped to TITLE_CHARS for display. */
export const optionalTitle = v.pipe(
  optionalString,
  v.transform((value: string | undefined) =>
    value === undefined ? undefined : clipText(value, TITLE_CHARS),
  ),
);

export const optionalBoolean = optional(v.boolean());

export const optionalInt = optional(v.number());

/** Ids are UUIDs in the spec; accepted as any non-empty string so one odd id is not fatal. */
export const id = v.union([v.pipe(v.string(), v.minLength(1)), v.pipe(v.number(), v.transform(String))]);

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string | undefined): value is string {
  return value !== undefined && UUID_PATTERN.test(value);
}

type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;

const camelCase = (name: string) => name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/**
 * An object as the service sends it (snake_case; unknown fields tolerated), held in camelCase:
 * each field of `entries`, and only those, comes out under its camelCase name.
 */
export function camelCasedObject<const E extends v.ObjectEntries>(entries: E) {
  const names = Object.keys(entries).map((key) => [key, camelCase(key)] as const);
  return v.pipe(
    v.looseObject(entries),
    v.transform(
      (raw) =>
        Object.fromEntries(names.map(([key, name]) => [name, raw[key]])) as {
          [K in keyof E & string as CamelCase<K>]: v.InferOutput<E[K]>;
        },
    ),
  );
}
