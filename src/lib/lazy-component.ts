// A component from a chunk fetched when it first renders (React.lazy over a named export). With a
// fallback, a chunk that cannot be fetched (offline, a deploy removed it) renders the fallback in
// its place for good; without one, the failure reaches the nearest error boundary.
import { lazy, type ComponentType } from 'react';

export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback?: ComponentType<P>,
) {
  return lazy(async () => {
    try {
      return { default: await load() };
    } catch (error) {
      if (fallback) return { default: fallback };
      throw error;
    }
  });
}
