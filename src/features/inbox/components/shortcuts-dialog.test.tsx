// The inbox's keyboard help lists every key that works on the page, the app's go-to keys included.
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ShortcutsDialog } from './shortcuts-dialog';

describe('ShortcutsDialog', () => {
  it('lists the inbox keys and the go-to keys g i, g j and g c', () => {
    render(<ShortcutsDialog open onClose={() => {}} />);
    const rows = screen
      .getAllByRole('term', { hidden: true })
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(rows).toEqual(
      expect.arrayContaining([
        ['j', 'Select the next job'],
        ['g i', 'Go to Inbox'],
        ['g j', 'Go to Jobs'],
        ['g c', 'Go to Chats'],
      ]),
    );
  });

  it('lists both uses of Esc, each once, and React finds no two rows alike', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<ShortcutsDialog open onClose={() => {}} />);
    const esc = screen
      .getAllByRole('term', { hidden: true })
      .filter((term) => term.textContent === 'Esc')
      .map((term) => term.nextElementSibling?.textContent);
    expect(esc).toEqual([
      'Leave the answer box, back to the selected job (what was typed is kept)',
      'Close this dialog',
    ]);
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});
