import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { preloadLanding } from '@/app/preload';
import { AppProvider, makeQueryClient } from '@/app/provider';
import { AppRouter, preloadScreen } from '@/app/router';
import { applyTheme, useThemeStore } from '@/components/layout/theme';
import { loadProvidedSettings } from '@/config/provided-settings';
import { registerServiceWorkerAfterLoad } from '@/app/register-service-worker';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

registerServiceWorkerAfterLoad();
// The first paint waits for nothing: the host's settings, the landing screen's data and its code
// are all on their way while React renders the shell.
applyTheme(useThemeStore.getState().choice);
void loadProvidedSettings();
const queryClient = makeQueryClient();
preloadScreen(window.location.pathname);
preloadLanding(queryClient, window.location.pathname);

// A transition: React renders the first tree in slices, yielding to the browser every few
// milliseconds, instead of one long task that holds the page (total blocking time on a phone).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
});
