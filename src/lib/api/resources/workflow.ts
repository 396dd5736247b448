import { z } from '@/lib/zod';

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

export const jsonValueSchema: z.ZodMiniType<JsonValue> = z.lazy(() =>
  z.union([
    z.string(),
    z.number(),
    z.boolean(),
    z.null(),
    z.array(jsonValueSchema),
    z.record(z.string(), jsonValueSchema),
  ]),
);
export const jsonObjectSchema = z.record(z.string(), jsonValueSchema);

export const workflowStateSchema = z.looseObject({
  input: jsonObjectSchema,
  ui: z.pipe(
    z.nullish(jsonObjectSchema),
    z.transform((value: JsonObject | null | undefined) => value ?? {}),
  ),
  version: z.int(),
  ui_version: z.pipe(
    z.nullish(z.int()),
    z.transform((value: number | null | undefined) => value ?? 0),
  ),
});

export type WorkflowState = z.output<typeof workflowStateSchema>;
