// The Filter box writes the address only as the person types (shortly after); an address that
// changes from outside (a link, back, forward) sets the box and drops a write still waiting.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BoardFilters } from './board-filters';

describe('the Filter box and the address', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup(q: string) {
    const onChange = vi.fn();
    const view = render(<BoardFilters q={q} state="" states={[]} onChange={onChange} />);
    const rerender = (next: string) =>
      view.rerender(<BoardFilters q={next} state="" states={[]} onChange={onChange} />);
    return { onChange, rerender, box: screen.getByRole<HTMLInputElement>('searchbox', { name: 'Filter' }) };
  }

  it('writes what was typed once typing pauses, once', async () => {
    const { onChange, box } = setup('');
    fireEvent.change(box, { target: { value: 'a' } });
    fireEvent.change(box, { target: { value: 'ab' } });
    expect(onChange).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith({ q: 'ab' });
  });

  it('takes an address from outside and never writes its old text back', async () => {
    const { onChange, rerender, box } = setup('old');
    rerender(''); // a link to the unfiltered board
    expect(box.value).toBe('');
    rerender('old'); // Back
    expect(box.value).toBe('old');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('drops a write still waiting when the address changes from outside', async () => {
    const { onChange, rerender, box } = setup('');
    fireEvent.change(box, { target: { value: 'typed' } });
    rerender('elsewhere');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    expect(box.value).toBe('elsewhere');
    expect(onChange).not.toHaveBeenCalled();
  });
});
