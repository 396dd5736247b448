// "Save" checks the connection by opening the event stream and reading only its headers: it is
// the one endpoint every working key of this app needs, and the service flushes its headers at once.
// Once it works, everything cached is read again with the new settings.
import { mutationOptions } from '@tanstack/react-query';
import { errorFromResponse } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import { isHttpUrl } from '@/config/base-url';
import { serviceUrl } from '@/lib/storage/connection-settings';

export const checkConnectionMutation = () =>
  mutationOptions({
    mutationKey: ['settings', 'check-connection'] as const,
    mutationFn: checkConnection,
    onSuccess: (_answer, _settings, _onMutateResult, { client }) => void client.invalidateQueries(),
  });

async function checkConnection({ baseUrl, apiKey }: { baseUrl: string; apiKey: string }): Promise<void> {
  if (!apiKey) throw new ApiError({ kind: 'config' });
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 10_000);
  try {
    let url: URL;
    try {
      url = serviceUrl('/v1/events', baseUrl);
    } catch {
      throw new ApiError({ kind: 'network', serverMessage: 'The Base URL is not a valid address.' });
    }
    if (!isHttpUrl(url))
      throw new ApiError({ kind: 'config', hint: 'The Base URL must start with https:// or http://.' });
    const response = await fetch(url, {
      headers: { Accept: 'text/event-stream', Authorization: `Bearer ${apiKey}` },
      signal: controller.signal,
      credentials: 'omit',
      cache: 'no-store',
      redirect: 'error',
    }).catch(() => {
      throw new ApiError({ kind: controller.signal.aborted ? 'timeout' : 'network' });
    });
    if (!response.ok) throw await errorFromResponse(response);
  } finally {
    clearTimeout(timer);
    // The line ends by abort, not a body cancel: a cancelled body may be kept open by the browser
    // to drain it (an event stream never ends), holding a second line beside the app's own.
    controller.abort();
  }
}
