import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Markdown } from './markdown';

// Counts the fetches of the extras' chunk (strikethrough, task lists, bare links).
const fetched = vi.hoisted(() => ({ extras: 0 }));
vi.mock('./gfm-extras', async (importOriginal) => {
  fetched.extras += 1;
  return importOriginal();
});

// A chunk's first import can take seconds on a loaded machine.
const LOADED = { timeout: 15_000 };

describe('Markdown fetches strikethrough, task lists and bare links only for a text that has them', () => {
  it(
    'renders a reply with a table and code without them, and one with them once they came',
    { timeout: 30_000 },
    async () => {
      const { container } = render(
        <Markdown
          text={
            '# Notes\n\n- **markdown** with `code`\n\n| step | state |\n| :--- | ----: |\n| plan | done |'
          }
        />,
      );
      expect(await screen.findByRole('table', undefined, LOADED)).toBeTruthy();
      expect(container.querySelector('strong')?.textContent).toBe('markdown');
      expect(fetched.extras).toBe(0);

      render(<Markdown text={'~~gone~~ see www.example.com\n\n- [x] done'} />);
      expect((await screen.findByText('gone', { selector: 'del' }, LOADED)).tagName).toBe('DEL');
      expect(screen.getByRole('link', { name: 'www.example.com' }).getAttribute('href')).toBe(
        'http://www.example.com/',
      );
      expect(screen.getByRole('checkbox')).toBeTruthy();
      expect(fetched.extras).toBe(1);
    },
  );
});
