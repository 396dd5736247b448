import { z } from 'zod';

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

export const jsonValueSchema: z.ZodType<JsonValue> = z.lazy(() =>
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
  ui: jsonObjectSchema.nullish().transform((value) => value ?? {}),
  version: z.number().int(),
  ui_version: z
    .number()
    .int()
    .nullish()
    .transform((value) => value ?? 0),
});

export type WorkflowState = z.output<typeof workflowStateSchema>;
