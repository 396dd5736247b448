import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorAlert } from './error-alert';

describe('ErrorAlert', () => {
  it('says what failed and why, and Try again re-reads', () => {
    const refetch = vi.fn(async () => ({}));
    render(
      <ErrorAlert title="The jobs could not be loaded." error={new Error('timed out')} onRetry={refetch} />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('The jobs could not be loaded.');
    expect(alert.textContent).toContain('timed out');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
    expect(refetch).toHaveBeenCalledWith();
  });

  it('offers no Try again without onRetry', () => {
    render(<ErrorAlert title="Not sent." error="refused" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
