import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSettingsStore } from '@/lib/storage/connection-settings';
import { ApiError } from '@/lib/api/errors';
import { BODY_CAPS } from '@/lib/api/read-capped';
import { uploadFileMutation } from './upload-file';

/** An XMLHttpRequest that answers every upload with `answer`, from `responseURL`. */
function fakeXhr(answer: { status: number; body: string; responseURL?: string; downloaded?: number }) {
  const opened: string[] = [];
  class FakeXhr {
    upload = { onprogress: null };
    status = 0;
    responseText = '';
    responseURL = '';
    onload: (() => void) | null = null;
    onprogress: ((event: { loaded: number }) => void) | null = null;
    aborted = false;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    open(_method: string, url: string) {
      opened.push(url);
      this.responseURL = answer.responseURL ?? url;
    }
    setRequestHeader() {}
    abort() {
      this.aborted = true;
      queueMicrotask(() => this.onabort?.());
    }
    send() {
      this.status = answer.status;
      this.responseText = answer.body;
      // The answer's bytes as the browser reports them arriving, before it has them all.
      if (answer.downloaded !== undefined) this.onprogress?.({ loaded: answer.downloaded });
      queueMicrotask(() => {
        if (!this.aborted) this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return opened;
}

/** The upload mutation, run as the app runs it. */
function upload(signal = new AbortController().signal) {
  const client = new QueryClient();
  return client
    .getMutationCache()
    .build(client, uploadFileMutation())
    .execute({
      localId: 'l1',
      chatId: 'c1',
      file: new File(['hello'], 'hello.txt', { type: 'text/plain' }),
      onProgress: () => undefined,
      signal,
    });
}

describe('uploading a file', () => {
  beforeEach(() => useSettingsStore.setState({ baseUrl: 'http://svc.test', apiKey: 'k' }));
  afterEach(() => vi.unstubAllGlobals());

  it('reads the file record the service answers', async () => {
    const opened = fakeXhr({ status: 201, body: JSON.stringify({ id: 'f1', filename: 'hello.txt' }) });
    await expect(upload()).resolves.toMatchObject({ id: 'f1', filename: 'hello.txt' });
    expect(opened).toEqual(['http://svc.test/v1/files']);
  });

  it('counts a 2xx whose answer cannot be read as uploaded, so no Retry uploads it twice', async () => {
    fakeXhr({ status: 201, body: '<html>taken</html>' });
    await expect(upload()).resolves.toBeUndefined();
    fakeXhr({ status: 201, body: JSON.stringify({ unexpected: true }) });
    await expect(upload()).resolves.toBeUndefined();
  });

  it('refuses an answer that came from elsewhere after a redirect, as fetch does', async () => {
    fakeXhr({
      status: 201,
      body: JSON.stringify({ id: 'f1' }),
      responseURL: 'https://elsewhere.example/v1/files',
    });
    const refused = upload();
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({ kind: 'network' });
  });

  it('stops reading an answer past the cap of one item, naming the size', async () => {
    fakeXhr({ status: 201, body: JSON.stringify({ id: 'f1' }), downloaded: BODY_CAPS.item + 1 });
    const refused = upload();
    await expect(refused).rejects.toMatchObject({ kind: 'too-large' });
    await expect(refused).rejects.toThrow('larger than 8 MB');
  });

  it('sends nothing when cancelled before the sending code arrived', async () => {
    const opened = fakeXhr({ status: 201, body: JSON.stringify({ id: 'f1' }) });
    const controller = new AbortController();
    const cancelled = upload(controller.signal);
    controller.abort();
    await expect(cancelled).rejects.toMatchObject({ kind: 'aborted' });
    expect(opened).toEqual([]);
  });
});
