// The app's cache side of the event stream, handed to the stream's provider (lib/events): each
// event goes through the event table (effects.ts) into the applier (cache-applier.ts).
import type { StreamCachePolicy } from '@/lib/events/event-stream-provider';
import { createCacheApplier } from './cache-applier';
import { effectsOf, STREAM_COVERED_KEYS } from './effects';

export const streamCache: StreamCachePolicy = {
  create(queryClient, { onUnknown }) {
    const applier = createCacheApplier(queryClient, { onUnknown });
    return {
      apply: (event) => applier.enqueue(effectsOf(event)),
      whenJobRead: applier.whenJobRead,
      dispose: applier.dispose,
    };
  },
  coveredKeys: STREAM_COVERED_KEYS,
};
