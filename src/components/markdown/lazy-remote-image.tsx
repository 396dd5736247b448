// Images are rare in replies, so the remote-image component (fetching on request, showing from a
// blob: URL: remote-image.tsx) is its own chunk, fetched when a text has one. Until it is here,
// or if it cannot be fetched (offline), the image shows as its box with its address, without the
// Load button.
import { Suspense } from 'react';
import { ImageBox } from './image-box';
import { lazyComponent } from '@/lib/lazy-component';

interface Props {
  src: string | undefined;
  alt: string;
}

const Loader = lazyComponent(() => import('./remote-image').then((module) => module.RemoteImage), ImageBox);

export function RemoteImage(props: Props) {
  return (
    <Suspense fallback={<ImageBox {...props} />}>
      <Loader {...props} />
    </Suspense>
  );
}
