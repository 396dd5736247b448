// Images are shown from a blob: URL through <img>, never inlined: an SVG drawn by <img> cannot
// run scripts or load anything, where an inline <svg> could.
import { useCallback, useState } from 'react';

export function ImageView({ blob, alt }: { blob: Blob; alt: string }) {
  const [brokenBlob, setBrokenBlob] = useState<Blob>();
  // The blob: URL lives exactly as long as the <img> shows this blob: React runs the ref's cleanup
  // when the element goes or the blob changes, and the URL is revoked then.
  const showBlob = useCallback(
    (img: HTMLImageElement) => {
      const url = URL.createObjectURL(blob);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [blob],
  );
  if (brokenBlob === blob)
    return (
      <p className="text-sm text-slate-700 dark:text-slate-300">
        This image could not be shown. Download it to open it elsewhere.
      </p>
    );
  return (
    <img
      ref={showBlob}
      alt={alt}
      onError={() => setBrokenBlob(blob)}
      className="max-h-[32rem] max-w-full rounded-md border border-slate-200 bg-[conic-gradient(#eee_25%,#fff_0_50%,#eee_0_75%,#fff_0)] bg-[length:16px_16px] dark:border-slate-700"
    />
  );
}
