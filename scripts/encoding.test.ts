import { describe, expect, it } from 'vitest';
import { pickEncoding } from './encoding.ts';

const both = () => true;
const gzOnly = (path: string) => path.endsWith('.gz');
const none = () => false;

describe('pickEncoding', () => {
  it('prefers brotli when the request takes it', () => {
    expect(pickEncoding('gzip, deflate, br, zstd', 'a.js', both)).toEqual({
      path: 'a.js.br',
      encoding: 'br',
    });
  });
  it('falls back to gzip, then to the file as it is', () => {
    expect(pickEncoding('gzip, deflate', 'a.js', both)).toEqual({ path: 'a.js.gz', encoding: 'gzip' });
    expect(pickEncoding('br, gzip', 'a.js', gzOnly)).toEqual({ path: 'a.js.gz', encoding: 'gzip' });
    expect(pickEncoding('br, gzip', 'tiny.js', none)).toEqual({ path: 'tiny.js' });
  });
  it('sends identity without an Accept-Encoding', () => {
    expect(pickEncoding(undefined, 'a.js', both)).toEqual({ path: 'a.js' });
    expect(pickEncoding('', 'a.js', both)).toEqual({ path: 'a.js' });
    expect(pickEncoding('identity', 'a.js', both)).toEqual({ path: 'a.js' });
  });
  it('honours q=0 and the wildcard', () => {
    expect(pickEncoding('br;q=0, gzip', 'a.js', both)).toEqual({ path: 'a.js.gz', encoding: 'gzip' });
    expect(pickEncoding('*', 'a.js', both)).toEqual({ path: 'a.js.br', encoding: 'br' });
    expect(pickEncoding('*;q=0', 'a.js', both)).toEqual({ path: 'a.js' });
    expect(pickEncoding('BR;Q=0.5', 'a.js', both)).toEqual({ path: 'a.js.br', encoding: 'br' });
  });
});
