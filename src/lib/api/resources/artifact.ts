// The spec shows only `artifact_id`. One list item is one revision; revisions of one artifact
// share its `artifact_id` (or `key`/`artifact_key`) and are told apart by `version`/`revision`.
import * as v from '@/lib/valibot';
import { clipText, optionalInt, optionalString, optionalTitle, TITLE_CHARS } from './common';

export const artifactRevisionSchema = v.pipe(
  v.looseObject({
    id: v.nullish(v.union([v.string(), v.number()])),
    artifact_id: v.nullish(v.union([v.string(), v.number()])),
    artifact_key: optionalString,
    key: optionalString,
    session_id: optionalString,
    version: optionalInt,
    revision: optionalInt,
    title: optionalTitle,
    name: optionalString,
    filename: optionalString,
    kind: optionalString,
    type: optionalString,
    content_type: optionalString,
    mime_type: optionalString,
    content: v.optional(v.unknown()),
    body: v.optional(v.unknown()),
    encoding: optionalString,
    url: optionalString,
    created_at: optionalString,
  }),
  v.transform((raw) => {
    const artifactId = String(raw.artifact_id ?? raw.artifact_key ?? raw.key ?? raw.id ?? 'artifact');
    const content = raw.content ?? raw.body;
    return {
      revisionId: String(raw.id ?? `${artifactId}@${raw.version ?? raw.revision ?? 1}`),
      artifactId,
      sessionId: raw.session_id,
      version: raw.version ?? raw.revision,
      title: clipText(raw.title ?? raw.name ?? raw.filename ?? 'Untitled artifact', TITLE_CHARS),
      filename: raw.filename,
      kind: raw.kind ?? raw.type,
      contentType: raw.content_type ?? raw.mime_type,
      content:
        typeof content === 'string'
          ? content
          : content === undefined
            ? undefined
            : JSON.stringify(content, null, 2),
      encoding: raw.encoding,
      url: raw.url,
      createdAt: raw.created_at,
      raw,
    };
  }),
);

export type ArtifactRevision = v.InferOutput<typeof artifactRevisionSchema>;
