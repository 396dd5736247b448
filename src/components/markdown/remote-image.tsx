// A remote image in agent markdown is not fetched until the person asks: loading it would tell
// its owner who read the message and when. When asked, the bytes are fetched without cookies or
// referrer and shown from a blob: URL (the page's CSP allows no remote images at all).
import { useEffect, useId, useState } from 'react';
import { readBlobCapped } from '@/lib/api/read-capped';
import { displayableImage } from '@/lib/safe-blob';
import { ImageBox } from './image-box';

type LoadState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'shown'; objectUrl: string }
  | { kind: 'failed'; reason: string };

async function fetchImage(src: string, signal: AbortSignal): Promise<Blob> {
  const response = await fetch(src, {
    credentials: 'omit',
    referrerPolicy: 'no-referrer',
    mode: 'cors',
    signal,
  });
  if (!response.ok) throw new Error(`The server answered ${response.status}.`);
  const blob = await readBlobCapped(response, 'image', 'The image');
  if (!blob.type.startsWith('image/')) throw new Error('The address did not return an image.');
  // Only a proven raster image, or an SVG rasterised to PNG, gets an object URL in this origin.
  const safe = await displayableImage(blob);
  if (!safe) throw new Error('The address did not return an image that can be shown.');
  return safe;
}

export function RemoteImage({ src, alt }: { src: string | undefined; alt: string }) {
  const [attempt, setAttempt] = useState(0);
  // The outcome of one attempt at one address; until it arrives, that attempt is loading.
  const [outcome, setOutcome] = useState<{ key: string; state: LoadState }>();
  const addressId = useId();
  const key = `${attempt}\n${src}`;
  const state: LoadState =
    attempt === 0 || !src ? { kind: 'idle' } : outcome?.key === key ? outcome.state : { kind: 'loading' };

  useEffect(() => {
    if (attempt === 0 || !src) return undefined;
    const controller = new AbortController();
    let objectUrl: string | undefined;
    const settle = (state: LoadState) => setOutcome({ key: `${attempt}\n${src}`, state });
    fetchImage(src, controller.signal).then(
      (blob) => {
        objectUrl = URL.createObjectURL(blob);
        settle({ kind: 'shown', objectUrl });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const reason =
          error instanceof TypeError
            ? 'The image host does not allow loading it here.'
            : error instanceof Error
              ? error.message
              : 'Unknown error.';
        settle({ kind: 'failed', reason });
      },
    );
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [attempt, src]);

  if (state.kind === 'shown')
    return <img src={state.objectUrl} alt={alt} className="my-2 max-h-96 max-w-full rounded" />;

  return (
    <ImageBox src={src} alt={alt} addressId={addressId}>
      {state.kind === 'failed' ? (
        <span role="alert" className="text-rose-800 dark:text-rose-300">
          Could not load the image: {state.reason}{' '}
          <a href={src} target="_blank" rel="noopener noreferrer" className="underline">
            Open it in a new tab
          </a>
        </span>
      ) : null}
      <span>
        <button
          type="button"
          aria-describedby={addressId}
          disabled={state.kind === 'loading'}
          onClick={() => setAttempt((n) => n + 1)}
          className="rounded border border-slate-300 px-2 py-0.5 font-medium hover:bg-slate-100 disabled:opacity-60 dark:border-slate-600 dark:hover:bg-slate-800"
        >
          {state.kind === 'loading' ? 'Loading image…' : 'Load image'}
        </button>
      </span>
    </ImageBox>
  );
}
