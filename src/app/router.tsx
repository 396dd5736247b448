import { lazy, type ComponentType } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { AppShell } from '@/components/layout/app-shell';
import { paths } from '@/config/paths';
import { NeedsInputNotifier } from '@/features/jobs/components/needs-input-notifier';

// Each screen is its own chunk, loaded when first visited, so the first load stays small. The
// declarative router is enough (no loaders or actions: data lives in TanStack Query) and weighs
// about half of the data router.
function screen(load: () => Promise<{ Component: ComponentType }>) {
  return lazy(() => load().then((module) => ({ default: module.Component })));
}

const Chats = screen(() => import('./routes/chats'));
const Chat = screen(() => import('./routes/chat'));
const Jobs = screen(() => import('./routes/jobs'));
const Job = screen(() => import('./routes/job'));
const Workflows = screen(() => import('./routes/workflows'));
const Workflow = screen(() => import('./routes/workflow'));
const Settings = screen(() => import('./routes/settings'));
const NotFoundScreen = screen(() => import('./routes/not-found'));

export function AppRouter() {
  return (
    <BrowserRouter>
      <NeedsInputNotifier />
      <Routes>
        <Route element={<AppShell />}>
          <Route index element={<Navigate to={paths.jobs()} replace />} />
          <Route path="chats" element={<Chats />} />
          <Route path="chats/:sessionId" element={<Chat />} />
          <Route path="jobs" element={<Jobs />} />
          <Route path="jobs/:jobId" element={<Job />} />
          <Route path="workflows" element={<Workflows />} />
          <Route path="workflows/:workflowId" element={<Workflow />} />
          <Route path="settings" element={<Settings />} />
          <Route path="*" element={<NotFoundScreen />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
