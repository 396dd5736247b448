import { Suspense, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PanelErrorBoundary } from '@/components/ui/error-boundary';
import { Announcements } from './announcements';
import { useGoToKeys } from './go-to-keys';
import { MainNav } from './main-nav';
import { RouteLoading } from './route-loading';
import { LastSeenStatus } from './last-seen-status';
import { NewVersionNotice } from './new-version-notice';
import { StreamStatusBadge } from './stream-status';
import { StorageNotice } from './storage-notice';
import { ThemeToggle } from './theme-toggle';

/**
 * Past the header's links to where the screen's work is: a screen may mark that place
 * (`data-skip-target`, the inbox's selected row); otherwise the main region.
 */
function skipToContent(event: React.MouseEvent) {
  const target =
    document.querySelector<HTMLElement>('main [data-skip-target]') ?? document.getElementById('main');
  if (!target) return;
  event.preventDefault();
  // Focusable only for this landing: a main that keeps tabindex would take focus on every click.
  if (!target.hasAttribute('tabindex')) {
    target.setAttribute('tabindex', '-1');
    target.addEventListener('blur', () => target.removeAttribute('tabindex'), { once: true });
  }
  target.focus();
}

interface AppShellProps {
  /** Header controls the app composes in (the command palette's button). */
  tools?: ReactNode;
  /** Shown above every screen (the "While you were away" region). */
  banner?: ReactNode;
}

export function AppShell({ tools, banner }: AppShellProps = {}) {
  const { pathname } = useLocation();
  useGoToKeys();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        onClick={skipToContent}
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 dark:focus:bg-slate-900"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
        <div className="mx-auto flex max-w-screen-2xl flex-wrap items-center gap-x-4 gap-y-2 px-3 py-2 sm:px-4">
          <span className="text-sm font-semibold tracking-tight">Agent Console</span>
          {/* On a phone the nav takes a row of its own under the title and the tools. */}
          <div className="order-last w-full min-w-0 md:order-none md:w-auto">
            <MainNav />
          </div>
          <div className="ml-auto flex items-center gap-3">
            {tools}
            <NewVersionNotice />
            {/* The "As of" line's place: a picture of the last screen marks its time here too
                (app/last-seen/paint-snapshot.ts), so the mark does not move when the app comes. */}
            <div data-as-of-place="" className="flex items-center gap-3">
              <LastSeenStatus />
              <StreamStatusBadge />
            </div>
            <ThemeToggle />
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto flex w-full max-w-screen-2xl flex-1 flex-col px-3 py-4 sm:px-4">
        {banner}
        <StorageNotice />
        {/* Route level: a screen that fails to load or render shows why; another route clears it. */}
        <PanelErrorBoundary label="This screen" resetKey={pathname} reloadable>
          <Suspense fallback={<RouteLoading />}>
            <Outlet />
          </Suspense>
        </PanelErrorBoundary>
      </main>
      <Announcements />
    </div>
  );
}
