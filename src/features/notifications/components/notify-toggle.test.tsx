import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotifyToggle } from './notify-toggle';

function fakeNotification(permission: NotificationPermission) {
  vi.stubGlobal('Notification', { permission, requestPermission: () => Promise.resolve(permission) });
}

/** The Permissions API as the browser would answer (jsdom has none). */
function permissionsAnswer(query: Permissions['query'] | undefined) {
  Object.defineProperty(navigator, 'permissions', {
    value: query ? { query } : undefined,
    configurable: true,
  });
}

describe('the notify toggle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'permissions');
  });

  it('asks the Permissions API, never the synchronous Notification.permission, while the board loads', async () => {
    const permission = vi.fn(() => 'default');
    vi.stubGlobal('Notification', {
      get permission() {
        return permission();
      },
    });
    const query = vi.fn(() => Promise.resolve({ state: 'prompt' } as PermissionStatus));
    permissionsAnswer(query);
    render(<NotifyToggle />);
    // Until the answer, it cannot be pressed (a press could not know which way it goes).
    expect(screen.getByRole('button', { name: 'Notify me when input is needed' })).toHaveProperty(
      'disabled',
      true,
    );
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Notify me when input is needed' })).toHaveProperty(
        'disabled',
        false,
      ),
    );
    expect(query).toHaveBeenCalledWith({ name: 'notifications' });
    expect(permission).not.toHaveBeenCalled();
  });

  it('says so when the browser has blocked notifications for the site', async () => {
    fakeNotification('denied');
    permissionsAnswer(() => Promise.resolve({ state: 'denied' } as PermissionStatus));
    render(<NotifyToggle />);
    expect(await screen.findByText(/Notifications are blocked/)).not.toBeNull();
  });

  it('falls back to Notification.permission where there is no Permissions API', async () => {
    fakeNotification('denied');
    permissionsAnswer(undefined);
    render(<NotifyToggle />);
    expect(await screen.findByText(/Notifications are blocked/)).not.toBeNull();
  });

  it('is not offered where the browser has no notifications', () => {
    vi.stubGlobal('Notification', undefined);
    Reflect.deleteProperty(window, 'Notification');
    const { container } = render(<NotifyToggle />);
    expect(container.textContent).toBe('');
  });
});
