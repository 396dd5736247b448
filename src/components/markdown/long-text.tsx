// The way a text past LARGE_TEXT_CHARS reaches the page: plain, virtualised (large-text.tsx, its
// own chunk), with its formatted view on demand when it has one. Until that chunk is here, or if
// it cannot come, the opening of the text shows: laying out megabytes of text would hold the page.
import { Suspense, type ReactNode } from 'react';
import { PlainText } from './plain-text';
import { lazyComponent } from '@/lib/lazy-component';

const OPENING_CHARS = 4_000;

function Opening({ text }: { text: string }) {
  return <PlainText text={`${text.slice(0, OPENING_CHARS)}…`} />;
}

const LargeText = lazyComponent<{ text: string; formatted?: ReactNode }>(
  () => import('./large-text').then((module) => module.LargeText),
  Opening,
);

export function LongText({ text, formatted }: { text: string; formatted?: ReactNode }) {
  return (
    <Suspense fallback={<Opening text={text} />}>
      <LargeText text={text} formatted={formatted} />
    </Suspense>
  );
}
