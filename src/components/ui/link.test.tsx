import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Link, NavLink } from './link';

function Where() {
  return <output>{useLocation().pathname}</output>;
}

function renderAt(path: string, links: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      {links}
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const navClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'on' : 'off');

describe('Link', () => {
  it('is an address the browser can open, and a click goes there in the app', () => {
    renderAt('/jobs', <Link to="/chats/abc">Chat</Link>);
    const link = screen.getByRole('link', { name: 'Chat' });
    expect(link.getAttribute('href')).toBe('/chats/abc');
    expect(fireEvent.click(link)).toBe(false); // the router took it: no page load
    expect(screen.getByRole('status').textContent).toBe('/chats/abc');
  });

  it('leaves a click with a modifier key, or one its own handler took, to the browser', () => {
    renderAt(
      '/jobs',
      <>
        <Link to="/chats">Chats</Link>
        <Link to="/inbox" onClick={(event) => event.preventDefault()}>
          Inbox
        </Link>
      </>,
    );
    // Whether the app let the click through, seen after it; then stopped here (jsdom cannot load a page).
    const leftToBrowser: boolean[] = [];
    const record = (event: MouseEvent) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', record);
    try {
      fireEvent.click(screen.getByRole('link', { name: 'Chats' }), { ctrlKey: true });
      fireEvent.click(screen.getByRole('link', { name: 'Inbox' }));
    } finally {
      document.removeEventListener('click', record);
    }
    expect(leftToBrowser).toEqual([true, false]);
    expect(screen.getByRole('status').textContent).toBe('/jobs');
  });
});

describe('NavLink', () => {
  it.each([
    ['/jobs', true],
    ['/jobs/abc', true],
    ['/Jobs/ABC', true],
    ['/jobs/', true],
    ['/jobsboard', false],
    ['/inbox', false],
  ])('at %s, the Jobs link is current: %s', (path, current) => {
    renderAt(
      path,
      <NavLink to="/jobs" className={navClass}>
        Jobs
      </NavLink>,
    );
    const link = screen.getByRole('link', { name: 'Jobs' });
    expect(link.getAttribute('aria-current')).toBe(current ? 'page' : null);
    expect(link.className).toBe(current ? 'on' : 'off');
  });
});
