import { act, render, screen } from '@testing-library/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ScreenHeading as Heading } from './screen-heading';

// The page's first location is remembered once per module, as in the app (one router per page
// load): each test is a page load of its own, with a fresh copy of the module (test files share a
// worker's modules, and another file or test may have rendered a heading).
let ScreenHeading: typeof Heading;
beforeEach(async () => {
  vi.resetModules();
  ({ ScreenHeading } = await import('./screen-heading'));
});

function Nav() {
  return <button type="button">Jobs (a link in the header)</button>;
}

/** A message box that takes the focus as it mounts, as a new chat's does. */
function MessageBox() {
  const ref = useRef<HTMLTextAreaElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return <textarea ref={ref} aria-label="Message" />;
}

/**
 * A screen that focuses a field of its own when it opens. The field comes first, so its effect
 * runs before the heading's: the heading must see the focus already taken, and leave it.
 */
function Composing() {
  return (
    <>
      <MessageBox />
      <ScreenHeading className="">New chat</ScreenHeading>
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
  return (to: string | number) =>
    act(() => (typeof to === 'number' ? router.navigate(to) : router.navigate(to)));
}

describe('a screen’s heading', () => {
  it('is not focused on the page’s first screen, and is after a navigation to another', async () => {
    const navigate = setUp();
    expect(document.activeElement).toBe(document.body);
    screen.getByRole('button', { name: /Jobs/ }).focus();
    await navigate('/settings');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Settings' }));
    await navigate(-1); // Back
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Jobs' }));
  });

  it('stays where it is when only the query changes (a filter typed into the address)', async () => {
    const navigate = setUp();
    await navigate('/settings');
    screen.getByRole('heading', { name: 'Settings' }).blur();
    await navigate('/settings?q=x');
    expect(document.activeElement).toBe(document.body);
  });

  it('leaves the focus where the new screen put it', async () => {
    const navigate = setUp();
    await navigate('/new');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Message' }));
  });
});
