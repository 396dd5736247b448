import type * as v from '@/lib/valibot';
import { camelCasedObject, id, optionalInt, optionalString, optionalTitle } from './common';

/** An uploaded file as the service describes it, held in camelCase; unknown fields are tolerated (and dropped). */
export const fileRecordSchema = camelCasedObject({
  id,
  session_id: optionalString,
  filename: optionalString,
  content_type: optionalString,
  size_bytes: optionalInt,
  path: optionalString,
  kind: optionalString,
  title: optionalTitle,
  version: optionalInt,
  created_at: optionalString,
});

export type FileRecord = v.InferOutput<typeof fileRecordSchema>;
