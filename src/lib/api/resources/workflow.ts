import * as v from '@/lib/valibot';

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

function isJsonValue(value: unknown): value is JsonValue {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isJsonValue);
  return typeof value === 'object' && Object.values(value).every(isJsonValue);
}

function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && isJsonValue(value);
}

// Checked in place rather than copied: valibot's record drops `constructor` and `prototype` keys,
// and in a workflow's input those are data like any other.
export const jsonValueSchema = v.custom<JsonValue>(isJsonValue, 'Invalid input: expected JSON');
export const jsonObjectSchema = v.custom<JsonObject>(isJsonObject, 'Invalid input: expected a JSON object');

export const workflowStateSchema = v.pipe(
  v.looseObject({
    input: jsonObjectSchema,
    ui: v.nullish(jsonObjectSchema),
    version: v.int,
    ui_version: v.nullish(v.int),
  }),
  // Absent or null: no UI state yet, at version 0.
  v.transform((state) => ({ ...state, ui: state.ui ?? {}, ui_version: state.ui_version ?? 0 })),
);

export type WorkflowState = v.InferOutput<typeof workflowStateSchema>;
