import { z } from '@/lib/zod';
import { id, optionalInt, optionalString } from './common';

export const fileRecordSchema = z.looseObject({
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

export type FileRecord = z.output<typeof fileRecordSchema>;
