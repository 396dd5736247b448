import { describe, expect, it } from 'vitest';
import { safeImageSrc, safeLinkHref } from './url-policy';

describe('url policy', () => {
  it('keeps http, https and mailto links', () => {
    expect(safeLinkHref('https://example.com/x?y=1')).toBe('https://example.com/x?y=1');
    expect(safeLinkHref('http://example.com')).toBe('http://example.com/');
    expect(safeLinkHref('mailto:a@b.c')).toBe('mailto:a@b.c');
  });

  it.each([
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,x',
    'vbscript:x',
    'file:///etc/passwd',
    '//evil.example',
    '/local',
    '',
    undefined,
  ])('refuses %s as a link', (value) => {
    expect(safeLinkHref(value)).toBeUndefined();
  });

  it('allows only http(s) images', () => {
    expect(safeImageSrc('https://a.example/x.png')).toBe('https://a.example/x.png');
    expect(safeImageSrc('mailto:a@b.c')).toBeUndefined();
    expect(safeImageSrc('data:image/png;base64,AAAA')).toBeUndefined();
  });
});
