import { render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';

// The loader's chunk is fetched once per page: a fresh copy of the renderer has not fetched it yet
// (another test file in this worker may have rendered an image). Only packages are imported above,
// so nothing in this file holds a copy from before.
vi.resetModules();
const { MarkdownRenderer } = await import('./markdown-view');

it('does not load a remote image until asked, showing its address before the loader is here', async () => {
  const { container } = render(<MarkdownRenderer text="![a cat](https://img.example.com/cat.png)" />);
  // Before the loader's chunk is here, the box already shows the address.
  expect(screen.queryByRole('button', { name: 'Load image' })).toBeNull();
  expect(screen.getByText('https://img.example.com/cat.png')).toBeTruthy();
  expect(await screen.findByRole('button', { name: 'Load image' })).toBeTruthy();
  expect(container.querySelector('img')).toBeNull();
  expect(screen.getByText('https://img.example.com/cat.png')).toBeTruthy();
});
