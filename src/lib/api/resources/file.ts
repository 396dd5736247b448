import * as v from '@/lib/valibot';
import { id, optionalInt, optionalString } from './common';

export const fileRecordSchema = v.looseObject({
  id,
  session_id: optionalString,
  filename: optionalString,
  content_type: optionalString,
  size_bytes: optionalInt,
  path: optionalString,
  kind: optionalString,
  title: optionalString,
  version: optionalInt,
  created_at: optionalString,
});

export type FileRecord = v.InferOutput<typeof fileRecordSchema>;
