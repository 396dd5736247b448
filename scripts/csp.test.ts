import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, devPolicyMiddleware, inlineScriptHashes, originOf } from './csp.ts';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.slice(name.length + 1)
    .split(' ');

describe('contentSecurityPolicy', () => {
  const policy = contentSecurityPolicy({ header: false });

  it('has no frame-src and no blob: workers; the service worker is same-origin', () => {
    expect(directive(policy, 'frame-src')).toBeUndefined();
    expect(directive(policy, 'worker-src')).toEqual(["'self'"]);
    expect(policy).not.toMatch(/unsafe-eval/);
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
  });

  it('narrows connect-src to the service origin when the host knows it', () => {
    const narrow = contentSecurityPolicy({
      header: true,
      connectOrigins: [originOf('https://svc.example/v1/')!],
    });
    expect(directive(narrow, 'connect-src')).toEqual(["'self'", 'https://svc.example']);
    expect(directive(narrow, 'frame-ancestors')).toEqual(["'none'"]);
    expect(originOf('javascript:alert(1)')).toBeUndefined();
  });
});

describe('the dev server policy', () => {
  const preamble = 'import { injectIntoGlobalHook } from "/@react-refresh";\ninjectIntoGlobalHook(window);';
  const html = `<html><head><script type="module" src="/@vite/client"></script><script type="module">${preamble}</script></head></html>`;

  it('allows exactly the inline scripts Vite wrote, by hash', () => {
    const expected = `sha256-${createHash('sha256').update(preamble).digest('base64')}`;
    expect(inlineScriptHashes(html)).toEqual([expected]);
  });

  it('is sent as a header on every response, with the page’s hashes and the HMR socket', () => {
    const headers = new Map<string, unknown>();
    let ended: unknown;
    const res = {
      headersSent: false,
      setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), value),
      getHeader: (name: string) => headers.get(name.toLowerCase()),
      end: (chunk: unknown) => {
        ended = chunk;
        return res;
      },
    } as unknown as ServerResponse;
    let nextCalled = false;
    devPolicyMiddleware()({ headers: { host: 'localhost:5173' } } as IncomingMessage, res, () => {
      nextCalled = true;
    });
    expect(nextCalled).toBe(true);
    expect(String(headers.get('content-security-policy'))).toContain("script-src 'self'");
    res.setHeader('Content-Type', 'text/html');
    res.end(html);
    expect(ended).toBe(html);
    const policy = String(headers.get('content-security-policy'));
    expect(directive(policy, 'script-src')).toEqual(["'self'", `'${inlineScriptHashes(html)[0]}'`]);
    expect(directive(policy, 'connect-src')).toContain('ws://localhost:5173');
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(headers.get('x-dns-prefetch-control')).toBe('off');
  });

  it('never lets a page be revalidated, so no 304 carries a policy without its hashes', () => {
    const req = {
      headers: {
        host: 'localhost:5173',
        accept: 'text/html',
        'if-none-match': 'W/"abc"',
        'if-modified-since': 'x',
      },
    } as unknown as IncomingMessage;
    const res = { setHeader: () => undefined, end: () => undefined } as unknown as ServerResponse;
    devPolicyMiddleware()(req, res, () => undefined);
    expect(req.headers['if-none-match']).toBeUndefined();
    expect(req.headers['if-modified-since']).toBeUndefined();
    const script = { headers: { host: 'localhost:5173', accept: '*/*', 'if-none-match': 'W/"abc"' } };
    devPolicyMiddleware()(script as unknown as IncomingMessage, res, () => undefined);
    expect(script.headers['if-none-match']).toBe('W/"abc"');
  });
});
