import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInForTest } from '@/testing/sign-in';
import { useSavedViewsStore } from '../store/saved-views-store';
import { SavedViews } from './saved-views';

const show = (q: string, state: string) =>
  render(
    <MemoryRouter>
      <SavedViews q={q} state={state} />
    </MemoryRouter>,
  );

describe('saved views', () => {
  beforeEach(() => {
    signInForTest();
    useSavedViewsStore.setState({ views: [] });
  });

  it('offers Save view only while a filter is in use', () => {
    show('', '');
    expect(screen.queryByRole('button', { name: 'Save view' })).toBeNull();
  });

  it('names the filters in use, links to the board so filtered, and deletes the view', () => {
    show('deploy', 'failed');
    fireEvent.click(screen.getByRole('button', { name: 'Save view' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'View name' }), {
      target: { value: ' Failed deploys ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const views = screen.getByRole('navigation', { name: 'Saved views' });
    const link = within(views).getByRole('link', { name: 'Failed deploys' });
    expect(link.getAttribute('href')).toBe('/jobs?q=deploy&state=failed');
    fireEvent.click(within(views).getByRole('button', { name: 'Delete view Failed deploys' }));
    expect(screen.queryByRole('navigation', { name: 'Saved views' })).toBeNull();
  });

  it('replaces a view saved again under the same name, whatever its case', () => {
    const { save } = useSavedViewsStore.getState().actions;
    save({ name: 'Mine', q: 'a', state: '' });
    save({ name: 'mine ', q: 'b', state: 'done' });
    expect(useSavedViewsStore.getState().views.map(({ name, q, state }) => ({ name, q, state }))).toEqual([
      { name: 'mine', q: 'b', state: 'done' },
    ]);
  });

  it('takes back only the well-formed views storage holds', () => {
    const merge = useSavedViewsStore.persist.getOptions().merge;
    const current = useSavedViewsStore.getState();
    const stored = { views: [{ id: '1', name: 'Ok', q: '', state: 'done' }, { id: 2, name: null }, 'x'] };
    expect(merge?.(stored, current).views).toEqual([{ id: '1', name: 'Ok', q: '', state: 'done' }]);
    expect(merge?.({ views: 'x' }, current).views).toEqual([]);
  });
});
