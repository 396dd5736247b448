import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyLinkButton } from './copy-link-button';

describe('CopyLinkButton', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('copies the absolute deep link and says Copied', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    render(<CopyLinkButton path="/jobs/abc" />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy link' })));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/jobs/abc`);
    expect(screen.getByRole('status').textContent).toBe('Copied');
  });

  it('shows the link when the clipboard is refused', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) },
    });
    render(<CopyLinkButton path="/jobs/abc" />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy link' })));
    expect(screen.getByRole('status').textContent).toContain('/jobs/abc');
  });
});
