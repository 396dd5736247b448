import { act, render, screen } from '@testing-library/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ScreenHeading } from './screen-heading';

function Nav() {
  return <button type="button">Jobs (a link in the header)</button>;
}

/** A screen that focuses a field of its own when it opens, as a new chat's message box does. */
function Composing() {
  const ref = useRef<HTMLTextAreaElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <>
      <ScreenHeading className="">New chat</ScreenHeading>
      <textarea ref={ref} aria-label="Message" />
    </>
  );
}

function setUp() {
  const shell = (element: ReactNode) => (
    <>
      <header>
        <Nav />
      </header>
      <main>{element}</main>
    </>
  );
  const router = createMemoryRouter([
    { path: '/', element: shell(<ScreenHeading className="">Jobs</ScreenHeading>) },
    { path: '/settings', element: shell(<ScreenHeading className="">Settings</ScreenHeading>) },
    { path: '/new', element: shell(<Composing />) },
  ]);
  render(<RouterProvider router={router} />);
  return (to: string) => act(() => router.navigate(to));
}

describe('a screen’s heading', () => {
  it('is not focused on the page’s first screen, and is after a navigation to another', async () => {
    const navigate = setUp();
    expect(document.activeElement).toBe(document.body);
    screen.getByRole('button', { name: /Jobs/ }).focus();
    await navigate('/settings');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Settings' }));
  });

  it('leaves the focus where the new screen put it', async () => {
    const navigate = setUp();
    await navigate('/new');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Message' }));
  });
});
