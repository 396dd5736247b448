// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blobOf } from '@/features/artifacts/lib/artifact-content';
import type { ArtifactRevision } from '@/lib/api/resources/artifact';
import { saveBlob } from '@/lib/download';
import { displayableImage, downloadableBlob, looksLikeSvg, rasterTypeOf } from '@/lib/safe-blob';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const bytes = (text: string) => new TextEncoder().encode(text);

describe('rasterTypeOf', () => {
  it.each([
    [PNG, 'image/png'],
    [[0xff, 0xd8, 0xff, 0xe0], 'image/jpeg'],
    [[...bytes('GIF89a')], 'image/gif'],
    [[...bytes('RIFF'), 1, 2, 3, 4, ...bytes('WEBP')], 'image/webp'],
    [[...bytes('<svg onload=alert(1)>')], undefined],
    [[...bytes('<html><script>')], undefined],
  ])('%j → %s', (head, type) => {
    expect(rasterTypeOf(Uint8Array.from(head))).toBe(type);
  });
});

describe('looksLikeSvg', () => {
  it('takes a declared SVG or markup at the start', () => {
    expect(looksLikeSvg(bytes('anything'), 'image/svg+xml')).toBe(true);
    expect(looksLikeSvg(bytes('\uFEFF  <?xml version="1.0"?><svg/>'), undefined)).toBe(true);
    expect(looksLikeSvg(bytes('just text'), 'text/plain')).toBe(false);
  });
});

describe('displayableImage', () => {
  it('keeps a proven raster image under its proven type, whatever was declared', async () => {
    const shown = await displayableImage(new Blob([Uint8Array.from(PNG)], { type: 'text/html' }));
    expect(shown?.type).toBe('image/png');
  });

  it('never hands back the SVG or HTML itself', async () => {
    for (const [text, type] of [
      ['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'image/svg+xml'],
      ['<html><script>alert(1)</script></html>', 'image/png'],
      ['%PDF-1.7', 'image/svg+xml'],
    ] as const) {
      const shown = await displayableImage(new Blob([text], { type }));
      // jsdom cannot rasterise, so nothing is shown; in a browser it is a PNG.
      expect(shown === undefined || shown.type === 'image/png').toBe(true);
    }
  });
});

describe('download blobs', () => {
  afterEach(() => vi.restoreAllMocks());

  const revision = (over: Partial<ArtifactRevision>): ArtifactRevision =>
    ({ title: 'x', content: '<svg><script>alert(1)</script></svg>', ...over }) as ArtifactRevision;

  it('types every artifact blob application/octet-stream, never the service type', () => {
    for (const contentType of ['image/svg+xml', 'text/html', 'application/xhtml+xml', undefined]) {
      expect(blobOf(revision({ contentType }))?.type).toBe('application/octet-stream');
    }
  });

  it('saves through an octet-stream URL with the download attribute naming the file', () => {
    const created: Blob[] = [];
    const names: string[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:x';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    saveBlob(new Blob(['<html>'], { type: 'text/html' }), '../evil.html');
    expect(created.map((blob) => blob.type)).toEqual(['application/octet-stream']);
    expect(names).toEqual(['_evil.html']);
    expect(downloadableBlob(new Blob(['x'], { type: 'image/svg+xml' })).type).toBe(
      'application/octet-stream',
    );
  });
});
