import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isApiError } from '@/lib/api/errors';
import { EventStreamProvider } from '@/lib/events/event-stream-provider';
import { streamCache } from '@/domain/stream/stream-cache';
import { AppErrorBoundary } from '@/components/ui/error-boundary';
import { useThemeEffect } from '@/components/layout/theme';

export function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // 'always': a request made offline fails at once with a clear "could not reach" error and
      // a Retry, rather than pausing silently until the browser says it is online again.
      queries: {
        networkMode: 'always',
        // The event stream keeps data fresh; focus refetches cover a stream that is down.
        staleTime: 30_000,
        gcTime: 5 * 60_000,
        retry: (failures, error) => {
          // Offline, a read fails for certain: the person is told at once (not after three tries
          // over many seconds under "Loading…"), and it is read again when the line is back
          // (refetchOnReconnect).
          if (typeof navigator !== 'undefined' && navigator.onLine === false) return false;
          if (isApiError(error) && error.status !== undefined && error.status < 500 && error.status !== 429)
            return false;
          if (
            isApiError(error) &&
            (error.kind === 'parse' || error.kind === 'config' || error.kind === 'too-large')
          )
            return false;
          return failures < 3;
        },
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/** The client is made by main.tsx, so the landing screen's data can be asked for before React renders. */
export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  useThemeEffect();
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <EventStreamProvider cache={streamCache}>{children}</EventStreamProvider>
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
