// Owns the app's single event-stream connection and hands it to React through context: the
// connection itself lives outside React state; context only injects it (and a way to listen).
// What each event does to the cache is the domain's (domain/stream), handed in by the app: this
// layer is the mechanism and never imports the policy.
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { whenProvidedSettingsSettled } from '@/lib/api/provided-settings';
import { useSettingsStore } from '@/lib/storage/connection-settings';
import { coalesceRereads, REREAD_WINDOW_MS } from './coalesce-rereads';
import { openSharedEventStream } from './shared-connection';
import type { StreamEvent } from './frames';
import { useEventStreamStore } from './status-store';
import { watchWake } from './wake';

type Listener = (event: StreamEvent) => void;

/** The cache's side of one connection: what the events it brings do to the cache. */
export interface StreamCache {
  apply: (event: StreamEvent) => void;
  /** A job's read after a partial frame, while it is out. */
  whenJobRead: (jobId: string) => Promise<void> | undefined;
  /** The connection ended (another key, a sign out): nothing more lands. */
  dispose: () => void;
}

/** How the app's cache follows the stream: made afresh for each connection. */
export interface StreamCachePolicy {
  create: (queryClient: QueryClient, options: { onUnknown: (type: string) => void }) => StreamCache;
  /** What the stream covers: re-read all of it after a reconnect, since frames are not replayed. */
  coveredKeys: readonly QueryKey[];
}

interface EventStreamContextValue {
  subscribe: (listener: Listener) => () => void;
  /** A job's read after a partial frame, while it is out: until it lands its card may be stale. */
  whenJobRead: (jobId: string) => Promise<void> | undefined;
}

const EventStreamContext = createContext<EventStreamContextValue | null>(null);

export function EventStreamProvider({ cache, children }: { cache: StreamCachePolicy; children: ReactNode }) {
  const queryClient = useQueryClient();
  const baseUrl = useSettingsStore((s) => s.baseUrl);
  const apiKey = useSettingsStore((s) => s.apiKey);
  const revision = useSettingsStore((s) => s.revision);
  const listeners = useRef(new Set<Listener>());
  const applierRef = useRef<StreamCache | undefined>(undefined);

  useEffect(() => {
    const { setStatus, opened, logUnknown } = useEventStreamStore.getState().actions;
    if (!apiKey) {
      // The host's settings may still be on their way (the first paint does not wait for them).
      let current = true;
      setStatus('Connecting');
      void whenProvidedSettingsSettled().then(() => {
        if (current && !useSettingsStore.getState().apiKey)
          setStatus('Offline', 'No API key is set. Add one in Settings.');
      });
      return () => {
        current = false;
      };
    }
    const applier = cache.create(queryClient, { onUnknown: logUnknown });
    applierRef.current = applier;
    setStatus('Connecting');
    // What the stream covers, re-read (`refetch`) or only marked stale. A read already under way is
    // not restarted: it lands, and the next window's re-read follows. A re-read held to the
    // window's end marks what it covers at once: a screen shown meanwhile reads afresh, and "While
    // you were away" waits for the re-read instead of comparing stale copies.
    const invalidateCovered = (refetch: boolean) => {
      for (const queryKey of cache.coveredKeys)
        void queryClient.invalidateQueries(
          { queryKey, refetchType: refetch ? 'active' : 'none' },
          { cancelRefetch: false },
        );
    };
    const rereads = coalesceRereads(
      () => invalidateCovered(true),
      REREAD_WINDOW_MS,
      () => invalidateCovered(false),
    );
    const connection = openSharedEventStream(
      { baseUrl, apiKey },
      {
        onEvent: (event) => {
          applier.apply(event);
          for (const listener of listeners.current) listener(event);
        },
        onOpen: (isReconnect) => {
          opened();
          if (isReconnect) rereads.request();
        },
        // While the device is offline, retries are expected to fail: say Offline, not Reconnecting.
        onStatus: (status, detail) =>
          !navigator.onLine && (status === 'Reconnecting' || status === 'Connecting')
            ? setStatus('Offline', 'This device is offline.')
            : setStatus(status, detail),
      },
    );
    const goOffline = () => setStatus('Offline', 'This device is offline.');
    const goOnline = () => connection.reconnectNow();
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', goOnline);
    // A frozen or long-hidden tab wakes with a line that may be dead and frames it never got: a
    // fresh line (if this tab holds it) and a re-read of everything the stream covers, at once.
    const stopWatchingWake = watchWake(() => {
      connection.reconnectNow();
      rereads.request();
    });
    return () => {
      stopWatchingWake();
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
      connection.stop();
      rereads.dispose();
      applier.dispose();
      if (applierRef.current === applier) applierRef.current = undefined;
    };
  }, [cache, queryClient, baseUrl, apiKey, revision]);

  const value = useMemo<EventStreamContextValue>(
    () => ({
      subscribe: (listener) => {
        listeners.current.add(listener);
        return () => listeners.current.delete(listener);
      },
      whenJobRead: (jobId) => applierRef.current?.whenJobRead(jobId),
    }),
    [],
  );
  return <EventStreamContext value={value}>{children}</EventStreamContext>;
}

/** Calls `listener` for every event on the stream while the component is mounted. */
export function useStreamEvents(listener: Listener) {
  const context = useContext(EventStreamContext);
  if (!context) throw new Error('useStreamEvents needs EventStreamProvider');
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => context.subscribe((event) => latest.current(event)), [context]);
}

/** See EventStreamContextValue.whenJobRead. */
export function useWhenJobRead(): (jobId: string) => Promise<void> | undefined {
  const context = useContext(EventStreamContext);
  if (!context) throw new Error('useWhenJobRead needs EventStreamProvider');
  return context.whenJobRead;
}
