import { act, render, screen } from '@testing-library/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ScreenHeading } from './screen-heading';

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

// The page's first location is remembered once per module, as in the app (one router per page
// load): the test of a page load's first screen comes first.
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
