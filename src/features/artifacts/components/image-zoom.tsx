// An image at full size, in a dialog over the page: fitted to the window first, then zoomed by
// steps (buttons, or + − 0 on the keyboard) and scrolled when it is larger than the window. It
// shows the same proven raster URL as the card (image-view.tsx), never the agent's own bytes.
import { useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';

const STEPS = [0.1, 0.25, 0.5, 0.75, 1, 1.5, 2, 3, 4, 6, 8];

/** The zoom one step in or out from `zoom`; from the fitted view, from the scale it was drawn at. */
export function nextZoom(zoom: number, direction: 1 | -1): number {
  const next =
    direction === 1 ? STEPS.find((step) => step > zoom + 1e-6) : STEPS.findLast((step) => step < zoom - 1e-6);
  return next ?? zoom;
}

interface ImageZoomProps {
  url: string;
  alt: string;
  naturalWidth: number;
  onClose: () => void;
}

export function ImageZoom({ url, alt, naturalWidth, onClose }: ImageZoomProps) {
  // undefined: fitted to the window.
  const [zoom, setZoom] = useState<number>();
  const [fittedScale, setFittedScale] = useState(1);
  const shownScale = zoom ?? fittedScale;
  const step = (direction: 1 | -1) => setZoom(nextZoom(shownScale, direction));
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === '+' || event.key === '=') step(1);
    else if (event.key === '-') step(-1);
    else if (event.key === '0') setZoom(undefined);
    else return;
    event.preventDefault();
  };
  return (
    <ModalDialog title={alt} width="full" onClose={onClose}>
      {/* The keys act anywhere in the dialog; they are the buttons' shortcuts, which stay the way in. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- shortcuts for the buttons below, which remain the keyboard's way in */}
      <div onKeyDown={onKeyDown}>
        <div className="my-3 flex flex-wrap items-center gap-2">
          <Button variant="secondary" onClick={() => step(-1)} aria-keyshortcuts="-">
            Zoom out
          </Button>
          <Button variant="secondary" onClick={() => step(1)} aria-keyshortcuts="+">
            Zoom in
          </Button>
          <Button variant="secondary" onClick={() => setZoom(1)} aria-pressed={zoom === 1}>
            Actual size
          </Button>
          <Button
            variant="secondary"
            onClick={() => setZoom(undefined)}
            aria-pressed={zoom === undefined}
            aria-keyshortcuts="0"
          >
            Fit
          </Button>
          <span role="status" className="text-sm text-slate-700 dark:text-slate-300">
            {Math.round(shownScale * 100)}%
          </span>
        </div>
        <div
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus, so a keyboard can scroll it (axe: scrollable-region-focusable)
          tabIndex={0}
          role="region"
          aria-label={`${alt} at full size`}
          className="grid max-h-[calc(100dvh-11rem)] min-h-40 place-items-center overflow-auto rounded-md bg-[conic-gradient(#eee_25%,#fff_0_50%,#eee_0_75%,#fff_0)] bg-[length:16px_16px]"
        >
          <img
            src={url}
            alt={alt}
            onLoad={({ currentTarget: image }) =>
              setFittedScale(image.naturalWidth > 0 ? image.clientWidth / image.naturalWidth : 1)
            }
            style={
              zoom === undefined
                ? undefined
                : { width: naturalWidth * zoom, maxWidth: 'none', maxHeight: 'none' }
            }
            className={`max-h-[calc(100dvh-12rem)] max-w-full ${zoom !== undefined && zoom > 1 ? '[image-rendering:pixelated]' : ''}`}
          />
        </div>
      </div>
    </ModalDialog>
  );
}
