import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { sessionQueries } from '@/lib/api/queries/sessions';
import { FilesPanel } from './files-panel';

const CHAT = '0b5e2c1d-1111-4222-8333-444455556666';

async function renderPanel(messagesError?: ApiError) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  // The chat screen's read of the messages, as it ended.
  const { queryKey } = sessionQueries.messages(CHAT);
  await client.prefetchQuery({
    queryKey,
    queryFn: () => (messagesError ? Promise.reject(messagesError) : Promise.resolve([])),
  });
  render(
    <QueryClientProvider client={client}>
      <FilesPanel chatId={CHAT} />
    </QueryClientProvider>,
  );
}

describe('FilesPanel', () => {
  it('refuses uploads, and says why, for a chat the service does not know', async () => {
    await renderPanel(new ApiError({ kind: 'http', status: 404 }));
    const input = screen.getByLabelText('Upload file');
    expect(input.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Files cannot be uploaded: the service does not know this chat.')).toBeTruthy();
  });

  it('takes uploads for a chat the service knows', async () => {
    await renderPanel();
    expect(screen.getByLabelText('Upload file').hasAttribute('disabled')).toBe(false);
  });

  it('still takes uploads when the messages failed for another reason', async () => {
    await renderPanel(new ApiError({ kind: 'http', status: 503 }));
    expect(screen.getByLabelText('Upload file').hasAttribute('disabled')).toBe(false);
  });
});
