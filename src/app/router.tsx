import { type ComponentType } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { AppShell } from '@/components/layout/app-shell';
import { LazyNotFound } from '@/components/layout/lazy-not-found';
import { paths } from '@/config/paths';
import { AwayBanner } from './away/away-banner';
import { AppWorkers } from './workers';
import { PaletteLauncher } from './palette/palette-launcher';
import { PartUnavailable } from '@/components/ui/part-unavailable';
import { lazyComponent } from '@/lib/lazy-component';

// Each screen is its own chunk, loaded when first visited, so the first load stays small. The
// declarative router is enough (no loaders or actions: data lives in TanStack Query) and weighs
// about half of the data router. A screen whose code cannot be downloaded (offline before the
// service worker has it) says so with Retry, and comes by itself once the browser is back online;
// the shell around it, and every draft, stay.
function ScreenUnavailable() {
  return <PartUnavailable what="This screen" urgent />;
}
function screen(load: () => Promise<{ Component: ComponentType }>) {
  return lazyComponent(() => load().then((module) => module.Component), ScreenUnavailable);
}

const load = {
  chats: () => import('./routes/chats'),
  chat: () => import('./routes/chat'),
  inbox: () => import('./routes/inbox'),
  jobs: () => import('./routes/jobs'),
  job: () => import('./routes/job'),
  workflows: () => import('./routes/workflows'),
  workflow: () => import('./routes/workflow'),
  settings: () => import('./routes/settings'),
  search: () => import('./routes/search'),
};
const Chats = screen(load.chats);
const Chat = screen(load.chat);
const Inbox = screen(load.inbox);
const Jobs = screen(load.jobs);
const Job = screen(load.job);
const Workflows = screen(load.workflows);
const Workflow = screen(load.workflow);
const Settings = screen(load.settings);
const Search = screen(load.search);

/**
 * Starts loading the chunk of the screen a first visit lands on, before React renders (main.tsx):
 * its module and the chunks it imports (Vite adds them as modulepreload links) download while
 * React starts, instead of once the router has rendered. Only that screen: other routes' code is
 * not fetched on a visit that does not show them.
 */
export function preloadScreen(pathname: string) {
  void screenLoader(pathname)?.().catch(() => undefined); // a failure shows when the route renders
}

function screenLoader(pathname: string): (() => Promise<unknown>) | undefined {
  const [first, second, extra] = pathname.split('/').filter(Boolean);
  if (extra !== undefined) return undefined;
  const one = second === undefined;
  switch (first) {
    case undefined:
    case 'jobs':
      return one ? load.jobs : load.job;
    case 'chats':
      return one ? load.chats : load.chat;
    case 'workflows':
      return one ? load.workflows : load.workflow;
    case 'inbox':
      return one ? load.inbox : undefined;
    case 'settings':
      return one ? load.settings : undefined;
    case 'search':
      return one ? load.search : undefined;
    default:
      return undefined;
  }
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppWorkers />
      <Routes>
        <Route element={<AppShell tools={<PaletteLauncher />} banner={<AwayBanner />} />}>
          <Route index element={<Navigate to={paths.jobs()} replace />} />
          <Route path="chats" element={<Chats />} />
          <Route path="chats/:chatId" element={<Chat />} />
          <Route path="inbox" element={<Inbox />} />
          <Route path="jobs" element={<Jobs />} />
          <Route path="jobs/:jobId" element={<Job />} />
          <Route path="workflows" element={<Workflows />} />
          <Route path="workflows/:workflowId" element={<Workflow />} />
          <Route path="settings" element={<Settings />} />
          <Route path="search" element={<Search />} />
          <Route path="*" element={<LazyNotFound />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
