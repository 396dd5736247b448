// Streams one multipart upload to disk with busboy; nothing is held whole in memory. Fields may
// come before or after the file part, so validation waits until the whole body is read. If
// session_id is already known to be bad when the file part starts, its bytes are discarded unwritten.
import type { IncomingMessage } from 'node:http';
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import { HttpError } from '../http/errors.ts';
import { UPLOAD_LIMIT } from '../http/limits.ts';
import type { FileStorage } from '../store/file-storage.ts';

interface ReceivedFile {
  id: string;
  diskPath: string;
  size: number;
  partFilename: string | undefined;
  partMimeType: string | undefined;
  truncated: boolean;
}

export interface ReceivedUpload {
  fields: Record<string, string>;
  file: ReceivedFile | undefined;
}

export function receiveUpload(
  req: IncomingMessage,
  storage: FileStorage,
  sessionIsValid: (id: string) => boolean,
): Promise<ReceivedUpload> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { fileSize: UPLOAD_LIMIT, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 30 },
      });
    } catch (error) {
      reject(HttpError.badRequest(`The multipart body cannot be read: ${messageOf(error)}.`));
      return;
    }
    const fields: Record<string, string> = {};
    let file: ReceivedFile | undefined;
    let written: Promise<void> = Promise.resolve();
    let failed = false;
    const fail = (error: HttpError): void => {
      if (failed) return;
      failed = true;
      req.unpipe(parser);
      req.resume();
      const cleanup = file ? storage.remove(file.diskPath) : Promise.resolve();
      void written
        .catch(() => undefined)
        .then(() => cleanup)
        .finally(() => reject(error));
    };

    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      const sessionId = fields['session_id'];
      if (name !== 'file' || file || (sessionId !== undefined && !sessionIsValid(sessionId))) {
        stream.resume();
        return;
      }
      const { id, path } = storage.newPath();
      const received: ReceivedFile = {
        id,
        diskPath: path,
        size: 0,
        partFilename: info.filename,
        partMimeType: info.mimeType,
        truncated: false,
      };
      file = received;
      stream.on('data', (chunk: Buffer) => {
        received.size += chunk.length;
      });
      stream.on('limit', () => {
        received.truncated = true;
      });
      written = pipeline(stream, createWriteStream(path));
      written.catch((error: unknown) =>
        fail(HttpError.badRequest(`The file could not be stored: ${messageOf(error)}.`)),
      );
    });
    parser.on('error', (error) =>
      fail(HttpError.badRequest(`The multipart body is malformed: ${messageOf(error)}.`)),
    );
    parser.on('close', () => {
      void written.then(
        () => {
          if (!failed) resolve({ fields, file });
        },
        () => undefined,
      );
    });
    req.on('aborted', () => fail(HttpError.badRequest('The upload was aborted.')));
    req.on('error', () => fail(HttpError.badRequest('The upload connection failed.')));
    req.pipe(parser);
  });
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
