import * as v from '@/lib/valibot';
import { id, optionalInt, optionalString } from './common';

/** An uploaded file as the service describes it; unknown fields are tolerated. */
const serviceFile = v.looseObject({
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

/** …held in camelCase. */
export const fileRecordSchema = v.pipe(
  serviceFile,
  v.transform((raw) => ({
    id: raw.id,
    sessionId: raw.session_id,
    filename: raw.filename,
    contentType: raw.content_type,
    sizeBytes: raw.size_bytes,
    path: raw.path,
    kind: raw.kind,
    title: raw.title,
    version: raw.version,
    createdAt: raw.created_at,
  })),
);

export type FileRecord = v.InferOutput<typeof fileRecordSchema>;
