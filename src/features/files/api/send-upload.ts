// Uploads one file with XMLHttpRequest, because fetch reports no upload progress. The File is
// handed to FormData as is, so the browser streams it from disk: a 1 GB file never sits in the
// page's memory. The key goes only to the configured service, as with every other request.
// XMLHttpRequest cannot refuse to follow a redirect as fetch does (`redirect: 'error'`), so an
// answer that did not come from the address the upload was sent to is refused instead. Nor can it
// read its answer as a capped stream, so the read stops when the bytes that arrived pass the cap.
import { errorFromResponse, parseWriteAnswer } from '@/lib/api/client';
import { singleResource } from '@/lib/api/envelopes';
import { ApiError } from '@/lib/api/errors';
import { BODY_CAPS, tooLargeError } from '@/lib/api/read-capped';
import { fileRecordSchema, type FileRecord } from '@/lib/api/resources/file';
import { serviceUrl, useSettingsStore } from '@/lib/storage/connection-settings';

import type { UploadRequest } from './upload-file';

const fileResponseSchema = singleResource(fileRecordSchema, 'file');

function readBody(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/** The file record made, or undefined when the 2xx answer cannot be read (the file was taken all the same). */
export function sendUpload({
  chatId,
  file,
  onProgress,
  signal,
}: UploadRequest): Promise<FileRecord | undefined> {
  // Cancelled while this module was on its way: an abort listener added now would never fire.
  if (signal.aborted) return Promise.reject(new ApiError({ kind: 'aborted' }));
  const { apiKey } = useSettingsStore.getState();
  if (!apiKey) return Promise.reject(new ApiError({ kind: 'config' }));

  const form = new FormData();
  form.append('session_id', chatId);
  form.append('filename', file.name);
  form.append('content_type', file.type || 'application/octet-stream');
  form.append('file', file, file.name);

  const answer = new Promise<string>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const url = serviceUrl('/v1/files').href;
    xhr.open('POST', url);
    xhr.setRequestHeader('Authorization', `Bearer ${apiKey}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) =>
      onProgress(event.loaded, event.lengthComputable ? event.total : file.size);
    xhr.onprogress = (event) => {
      if (event.loaded <= BODY_CAPS.item) return;
      reject(tooLargeError(BODY_CAPS.item, xhr.status));
      xhr.abort();
    };
    xhr.onerror = () => reject(new ApiError({ kind: 'network' }));
    xhr.onabort = () => reject(new ApiError({ kind: 'aborted' }));
    xhr.ontimeout = () => reject(new ApiError({ kind: 'timeout' }));
    xhr.onload = () => {
      if (xhr.responseURL && xhr.responseURL !== url) {
        reject(new ApiError({ kind: 'network', url: xhr.responseURL }));
        return;
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        void errorFromResponse(new Response(xhr.responseText, { status: xhr.status })).then(reject);
        return;
      }
      resolve(xhr.responseText);
    };
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
  return answer.then((text) => parseWriteAnswer(fileResponseSchema, readBody(text)));
}
