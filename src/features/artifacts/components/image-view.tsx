// Images are shown from a blob: URL through <img>, never inlined. The URL only ever holds a proven
// raster image (an SVG is rasterised to PNG first, see lib/safe-blob.ts), so opening it in a tab
// of its own shows a picture and runs nothing in this origin. "Full size" shows it over the page
// with zoom (image-zoom.tsx).
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { displayableImage } from '@/lib/safe-blob';
import { ImageZoom } from './image-zoom';

type Shown = { blob: Blob; url: string } | { blob: Blob; broken: true };

/** An icon-sized image is drawn this many CSS pixels wide at least (its longer side), whole multiples only. */
const SMALL_IMAGE_TARGET = 96;

/** The whole-number enlargement for an image this small, so an 8 × 8 icon is not an 8 px speck. */
export function smallImageScale(width: number, height: number): number {
  const longest = Math.max(width, height);
  if (!(longest > 0) || longest >= SMALL_IMAGE_TARGET / 2) return 1;
  return Math.floor(SMALL_IMAGE_TARGET / longest);
}

export function ImageView({ blob, alt, declaredType }: { blob: Blob; alt: string; declaredType?: string }) {
  const [shown, setShown] = useState<Shown>();
  useEffect(() => {
    let objectUrl: string | undefined;
    let cancelled = false;
    void displayableImage(blob, declaredType).then((safe) => {
      if (cancelled) return;
      if (!safe) {
        setShown({ blob, broken: true });
        return;
      }
      objectUrl = URL.createObjectURL(safe);
      setShown({ blob, url: objectUrl });
    });
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [blob, declaredType]);
  const current = shown?.blob === blob ? shown : undefined;
  const [failed, setFailed] = useState<string>();
  // The loaded image's own size: the card's enlargement and the full-size view both follow from it.
  const [natural, setNatural] = useState<{ url: string; width: number; height: number }>();
  const [zooming, setZooming] = useState(false);
  if (current && ('broken' in current || failed === current.url))
    return (
      <p className="text-sm text-slate-700 dark:text-slate-300">
        This image could not be shown. Download it to open it elsewhere.
      </p>
    );
  if (!current) return null;
  const size = natural?.url === current.url ? natural : undefined;
  const naturalWidth = size?.width;
  const scale = size ? smallImageScale(size.width, size.height) : 1;
  const width = size && scale > 1 ? size.width * scale : undefined;
  return (
    <div className="flex flex-col items-start gap-2">
      <img
        src={current.url}
        alt={alt}
        onError={() => setFailed(current.url)}
        onLoad={({ currentTarget: image }) =>
          setNatural({ url: current.url, width: image.naturalWidth, height: image.naturalHeight })
        }
        // A small image is enlarged by whole pixels, kept crisp rather than blurred.
        style={width === undefined ? undefined : { width }}
        className={`max-h-[32rem] max-w-full rounded-md border border-slate-200 bg-[conic-gradient(#eee_25%,#fff_0_50%,#eee_0_75%,#fff_0)] bg-[length:16px_16px] dark:border-slate-700 ${width === undefined ? '' : '[image-rendering:pixelated]'}`}
      />
      <Button
        variant="secondary"
        disabled={naturalWidth === undefined}
        onClick={() => setZooming(true)}
        aria-label={`View ${alt} at full size`}
        className="text-xs"
      >
        Full size
      </Button>
      {zooming && naturalWidth !== undefined ? (
        <ImageZoom
          url={current.url}
          alt={alt}
          naturalWidth={naturalWidth}
          onClose={() => setZooming(false)}
        />
      ) : null}
    </div>
  );
}
