import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSettingsStore } from '@/lib/storage/connection-settings';
import { SettingsForm } from './settings-form';

describe('SettingsForm', () => {
  it.each([
    ['javascript:alert(1)', /Base URL must start with https:\/\/ or http:\/\//],
    // The key would cross the network in the clear: only loopback may be plain http.
    ['http://svc.example', /key would travel unencrypted to svc\.example/],
  ])('refuses the Base URL %j, in words, and saves and sends nothing', (refused, words) => {
    useSettingsStore.setState({ baseUrl: 'https://svc.example', apiKey: 'k' });
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SettingsForm />
      </QueryClientProvider>,
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Base URL' }), { target: { value: refused } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toMatch(words);
    expect(useSettingsStore.getState().baseUrl).toBe('https://svc.example');
    expect(fetchMock).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('a refused Base URL replaces the result of an earlier check, not adds to it', async () => {
    useSettingsStore.setState({ baseUrl: 'https://svc.example', apiKey: 'k' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
        <SettingsForm />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/Could not connect/));
    fireEvent.change(screen.getByRole('textbox', { name: 'Base URL' }), { target: { value: 'not a url' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alerts = screen.getAllByRole('alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.textContent).toMatch(/Base URL refused/);
    vi.unstubAllGlobals();
  });

  it('says that drafts are kept for this tab only while the sign-in is not remembered', () => {
    useSettingsStore.setState({ baseUrl: '', apiKey: 'k', remember: true });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SettingsForm />
      </QueryClientProvider>,
    );
    const remember = screen.getByRole('checkbox', { name: 'Remember on this device' });
    const description = () =>
      document.getElementById(remember.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(description()).toMatch(/kept on this device, for every tab/);
    fireEvent.click(remember);
    expect(description()).toMatch(/drafts and unsent messages are kept for this tab only/);
  });
});
