// The inbox's keyboard help lists every key that works on the page, the app's go-to keys included.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
