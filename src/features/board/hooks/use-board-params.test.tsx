import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useBoardParams, type BoardParams } from './use-board-params';

describe('useBoardParams', () => {
  it('keeps both of two updates made before a re-render (a late filter write, then "Answer")', () => {
    let update: (change: Partial<BoardParams>) => void = () => {};
    let search = '';
    function Probe() {
      update = useBoardParams()[1];
      search = useLocation().search;
      return null;
    }
    render(
      <MemoryRouter initialEntries={['/jobs?q=roll']}>
        <Probe />
      </MemoryRouter>,
    );
    act(() => {
      update({ q: 'roll out' });
      update({ answer: 'j1' });
    });
    expect(new URLSearchParams(search).get('q')).toBe('roll out');
    expect(new URLSearchParams(search).get('answer')).toBe('j1');
  });
});
