// Uploads are registered against a session of the caller's account; their bytes come back with
// the stored content type, as an attachment, under a header-safe filename.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { Route } from '../http/router.ts';
import { HttpError } from '../http/errors.ts';
import { mediaType } from '../http/body.ts';
import { UPLOAD_LIMIT, UPLOAD_LIMIT_LABEL } from '../http/limits.ts';
import { sendJson } from '../http/respond.ts';
import { UUID_RE } from '../http/router.ts';
import { nowIso } from '../store/store.ts';
import { fileView } from '../store/views.ts';
import type { FileRecord } from '../store/types.ts';
import { receiveUpload } from './upload-receiver.ts';
import { contentDisposition, safeContentType, safeFilename } from './file-names.ts';

export const fileRoutes: Route[] = [
  {
    method: 'POST',
    pattern: '/v1/files',
    scope: 'files:write',
    async handle({ req, res, account, ctx }) {
      const type = mediaType(req);
      if (type !== 'multipart/form-data') throw HttpError.unsupportedType('multipart/form-data', type);
      if (Number(req.headers['content-length'] ?? 0) > UPLOAD_LIMIT)
        throw HttpError.tooLarge(UPLOAD_LIMIT_LABEL);
      const owns = (id: string): boolean =>
        UUID_RE.test(id) && ctx.rt.store.session(account.id, id.toLowerCase()) !== undefined;
      const { fields, file } = await receiveUpload(req, ctx.files, owns);
      try {
        const sessionId = fields['session_id'];
        if (sessionId === undefined || sessionId === '')
          throw HttpError.badRequest('session_id is required.', { path: 'session_id' });
        if (!owns(sessionId)) throw HttpError.notFound('Session');
        if (!file) throw HttpError.badRequest('The file part is missing.', { path: 'file' });
        if (file.truncated) throw HttpError.tooLarge(UPLOAD_LIMIT_LABEL);
        const filename = safeFilename(fields['filename'] ?? file.partFilename ?? '');
        const contentType = safeContentType(
          fields['content_type'] ?? file.partMimeType ?? 'application/octet-stream',
        );
        const record: FileRecord = {
          id: file.id,
          account_id: account.id,
          session_id: sessionId.toLowerCase(),
          filename,
          content_type: contentType,
          size_bytes: file.size,
          path: `uploads/${filename}`,
          kind: 'upload',
          artifact_key: null,
          title: filename,
          changelog: null,
          version: 1,
          pinned: false,
          created_at: nowIso(),
          disk_path: file.diskPath,
        };
        ctx.rt.store.files.set(record.id, record);
        sendJson(res, 201, fileView(record));
      } catch (error) {
        if (file) await ctx.files.remove(file.diskPath);
        throw error;
      }
    },
  },
  {
    method: 'GET',
    pattern: '/v1/files/:file_id/content',
    scope: 'files:read',
    async handle({ res, account, params, ctx }) {
      const file = ctx.rt.store.file(account.id, params['file_id'] ?? '');
      if (!file) throw HttpError.notFound('File');
      const { size } = await stat(file.disk_path);
      res.writeHead(200, {
        'Content-Type': file.content_type,
        'Content-Length': String(size),
        'Content-Disposition': contentDisposition(file.filename),
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, no-store',
      });
      await pipeline(createReadStream(file.disk_path), res);
    },
  },
];
