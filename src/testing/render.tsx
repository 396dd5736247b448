// Renders a piece of the app under a query client of its own, as the app's provider would.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';

/** Renders `ui` under `client`, by default a fresh one whose failed reads are not retried; returns the client. */
export function renderWithClient(
  ui: ReactNode,
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
) {
  render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
  return client;
}
