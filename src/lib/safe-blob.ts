// Blob URLs live in this app's origin: a document opened from one ("Open image in new tab", a
// followed download link) runs with our storage, where the API key is. So no URL we hand out may
// carry a type a browser would render as a document:
// - downloads are `application/octet-stream`, named by the link's `download` attribute;
// - images are shown only as raster bytes under the raster type their magic number proves (a PNG
//   opened in a tab is a picture, whatever else the bytes hold); an SVG is drawn once, off-screen,
//   onto a canvas and shown as the PNG that comes out, never by a URL of its own;
// - HTML is shown only in the sandboxed srcdoc frame (no URL at all).
// See docs/decisions/008-no-active-content-in-our-origin.md.

export const DOWNLOAD_TYPE = 'application/octet-stream';

/** The same bytes, typed so that nothing renders them: for saving only. */
export function downloadableBlob(blob: Blob): Blob {
  return blob.type === DOWNLOAD_TYPE ? blob : new Blob([blob], { type: DOWNLOAD_TYPE });
}

const SIGNATURES: readonly { type: string; bytes: readonly (number | undefined)[] }[] = [
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/gif', bytes: [0x47, 0x49, 0x46, 0x38] },
  // RIFF....WEBP
  {
    type: 'image/webp',
    bytes: [0x52, 0x49, 0x46, 0x46, undefined, undefined, undefined, undefined, 0x57, 0x45, 0x42, 0x50],
  },
  { type: 'image/bmp', bytes: [0x42, 0x4d] },
  { type: 'image/x-icon', bytes: [0x00, 0x00, 0x01, 0x00] },
  // ....ftypavif
  {
    type: 'image/avif',
    bytes: [undefined, undefined, undefined, undefined, 0x66, 0x74, 0x79, 0x70, 0x61, 0x76, 0x69, 0x66],
  },
];

/** The raster image type the bytes' signature proves, or undefined (SVG, HTML, anything else). */
export function rasterTypeOf(head: Uint8Array): string | undefined {
  return SIGNATURES.find(({ bytes }) => bytes.every((byte, i) => byte === undefined || head[i] === byte))
    ?.type;
}

/** Whether the bytes are worth trying as SVG (declared so, or markup at the start). */
export function looksLikeSvg(head: Uint8Array, declaredType: string | undefined): boolean {
  if (declaredType?.toLowerCase().includes('svg')) return true;
  const text = new TextDecoder()
    .decode(head)
    .replace(/^\uFEFF/, '')
    .trimStart();
  return text.startsWith('<');
}

const MAX_SIDE = 4096;
const DEFAULT_SIZE = { width: 300, height: 150 };

/** Draws an SVG off-screen and returns it as PNG bytes: the picture without the program. */
async function rasteriseSvg(blob: Blob): Promise<Blob | undefined> {
  // This URL is never put in the page: only a detached <img> loads it, and it is revoked as soon as
  // the image has decoded. An SVG drawn by <img> runs no script and loads nothing.
  let url: string | undefined;
  try {
    url = URL.createObjectURL(new Blob([blob], { type: 'image/svg+xml' }));
    const image = new Image();
    image.src = url;
    await image.decode();
    let width = image.naturalWidth || DEFAULT_SIZE.width;
    let height = image.naturalHeight || DEFAULT_SIZE.height;
    const scale = Math.min(1, MAX_SIDE / Math.max(width, height));
    width = Math.max(1, Math.round(width * scale));
    height = Math.max(1, Math.round(height * scale));
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    canvas.getContext('2d')?.drawImage(image, 0, 0, width, height);
    return await new Promise<Blob | undefined>((resolve) => {
      canvas.toBlob((png) => resolve(png ?? undefined), 'image/png');
    });
  } catch {
    return undefined;
  } finally {
    if (url) URL.revokeObjectURL(url);
  }
}

/**
 * Bytes that are safe to show through an object URL in <img>: a proven raster image under its
 * proven type, or an SVG turned into PNG. Undefined when the bytes are neither.
 */
export async function displayableImage(blob: Blob, declaredType?: string): Promise<Blob | undefined> {
  const head = new Uint8Array(await blob.slice(0, 512).arrayBuffer());
  const raster = rasterTypeOf(head);
  if (raster) return new Blob([blob], { type: raster });
  if (looksLikeSvg(head, declaredType ?? blob.type)) return rasteriseSvg(blob);
  return undefined;
}
