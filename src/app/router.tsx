import { createBrowserRouter, Navigate } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppShell } from '@/components/layout/app-shell';
import { RouteLoading } from '@/components/layout/route-loading';
import { RouteErrorBoundary } from '@/components/ui/route-error-boundary';
import { paths } from '@/config/paths';

// Each screen is its own chunk, loaded when first visited, so the first load stays small.
const router = createBrowserRouter([
  {
    element: <AppShell />,
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: RouteLoading,
    children: [
      { index: true, element: <Navigate to={paths.jobs()} replace /> },
      { path: 'chats', lazy: () => import('./routes/chats') },
      { path: 'chats/:sessionId', lazy: () => import('./routes/chat') },
      { path: 'jobs', lazy: () => import('./routes/jobs') },
      { path: 'jobs/:jobId', lazy: () => import('./routes/job') },
      { path: 'workflows', lazy: () => import('./routes/workflows') },
      { path: 'workflows/:workflowId', lazy: () => import('./routes/workflow') },
      { path: 'settings', lazy: () => import('./routes/settings') },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
