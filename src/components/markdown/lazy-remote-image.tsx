// Images are rare in replies, so the remote-image component (fetching on request, showing from a
// blob: URL: remote-image.tsx) is its own chunk, fetched when a text has one. Until it is here,
// or if it cannot be fetched (offline), the image shows as its "not loaded" box, without a button.
import { lazy, Suspense } from 'react';

interface Props {
  src: string | undefined;
  alt: string;
}

function NotLoaded({ alt }: Props) {
  return (
    <span className="my-2 flex max-w-full flex-col gap-1 rounded-md border border-dashed border-slate-300 p-2 text-xs text-slate-700 dark:border-slate-600 dark:text-slate-300">
      <span className="font-medium">{alt ? `Image: ${alt}` : 'Image'} (not loaded)</span>
    </span>
  );
}

const Loader = lazy(() =>
  import('./remote-image').then(
    (module) => ({ default: module.RemoteImage }),
    () => ({ default: NotLoaded }),
  ),
);

export function RemoteImage(props: Props) {
  return (
    <Suspense fallback={<NotLoaded {...props} />}>
      <Loader {...props} />
    </Suspense>
  );
}
