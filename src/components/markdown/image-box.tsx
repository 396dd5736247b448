// The box a remote image shows in until it is loaded: what it is and the address it would come
// from (readable and copyable), or why it cannot be loaded. `children`: the Load button and its
// outcome, once the loader's chunk is here (remote-image.tsx).
import type { ReactNode } from 'react';

export function ImageBox(props: {
  src: string | undefined;
  alt: string;
  addressId?: string;
  children?: ReactNode;
}) {
  const { src, alt, addressId, children } = props;
  return (
    <span className="my-2 flex max-w-full flex-col gap-1 rounded-md border border-dashed border-slate-300 p-2 text-xs text-slate-700 dark:border-slate-600 dark:text-slate-300">
      <span className="font-medium">{alt ? `Image: ${alt}` : 'Image'} (not loaded)</span>
      {src ? (
        <>
          <span id={addressId} className="break-all font-mono">
            {src}
          </span>
          {children}
        </>
      ) : (
        <span>This image address is not allowed.</span>
      )}
    </span>
  );
}
