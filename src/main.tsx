import type { QueryClient } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { preloadLanding } from '@/app/preload';
import { AppProvider, makeQueryClient } from '@/app/provider';
import { forgetFailedChunkLinks } from '@/app/failed-chunk-links';
import { startUnlessFramed } from '@/app/frame-guard';
import { AppRouter, preloadScreen } from '@/app/router';
import { applyTheme, useThemeStore } from '@/components/layout/theme';
import { loadProvidedSettings } from '@/lib/api/provided-settings';
import { registerServiceWorkerAfterLoad } from '@/app/register-service-worker';
import { nextTask } from '@/lib/next-task';
import { startLastSeen } from '@/app/last-seen/start-last-seen';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// Inside another page's frame, nothing starts unless the host allows it (frame-guard.ts).
startUnlessFramed(root, () => start(root));

function start(container: HTMLElement) {
  registerServiceWorkerAfterLoad();
  forgetFailedChunkLinks();
  // The first paint waits for nothing: the static bar of index.html is on screen, and the host's
  // settings, the landing screen's data and (a task later) its code are on their way while React
  // renders the shell.
  applyTheme(useThemeStore.getState().choice);
  void loadProvidedSettings();
  const queryClient = makeQueryClient();
  // What this device kept of the account (only with "Remember on this device") is read first, and
  // the first render shows its first screen: the entry's own URL names the build. Without a kept copy the
  // landing data is asked for at once; with one, the screen asks as it mounts, so the fresh read's
  // parse (a board of 5,000 jobs in one answer) comes after the first card, not before it.
  const restored = startLastSeen(queryClient, import.meta.url);
  void restored.then((shown) => {
    if (!shown) preloadLanding(queryClient, window.location.pathname);
  });

  // The rest of the start, a step per task: evaluating the entry is already a long task on a
  // phone, and the screen's preload links and React's root would each lengthen it (total
  // blocking time).
  nextTask(() => {
    // Queued first: a preload that throws must not keep the app away (`restored` never rejects).
    void restored.then(() => nextTask(() => render(container, queryClient)));
    preloadScreen(window.location.pathname);
  });
}

function render(container: HTMLElement, queryClient: QueryClient) {
  // A transition: React renders the first tree in slices, yielding to the browser every few
  // milliseconds, instead of one long task that holds the page.
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <AppProvider queryClient={queryClient}>
          <AppRouter />
        </AppProvider>
      </StrictMode>,
    );
  });
}
