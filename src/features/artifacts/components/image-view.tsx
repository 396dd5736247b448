// Images are shown from a blob: URL through <img>, never inlined: an SVG drawn by <img> cannot
// run scripts or load anything, where an inline <svg> could.
import { useEffect, useState } from 'react';

export function ImageView({ blob, alt }: { blob: Blob; alt: string }) {
  const [url, setUrl] = useState<string>();
  const [broken, setBroken] = useState(false);
  useEffect(() => {
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    setBroken(false);
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob]);
  if (broken)
    return (
      <p className="text-sm text-slate-700 dark:text-slate-300">
        This image could not be shown. Download it to open it elsewhere.
      </p>
    );
  if (!url) return null;
  return (
    <img
      src={url}
      alt={alt}
      onError={() => setBroken(true)}
      className="max-h-[32rem] max-w-full rounded-md border border-slate-200 bg-[conic-gradient(#eee_25%,#fff_0_50%,#eee_0_75%,#fff_0)] bg-[length:16px_16px] dark:border-slate-700"
    />
  );
}
