// A screen's h1. After an in-app navigation the new screen's heading takes the focus, so keyboard
// and screen-reader users start at the top of what they opened, as after a page load, instead of
// on the link they left (or on nothing, when the old screen took the focused element with it).
// It does so only where nothing else has the focus: a screen that focuses a field of its own (a
// new chat's message box) or a dialog keeps it. A page load, and a heading that remounts on the
// same visit (loading, then loaded), do not move it.
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';

// Arrivals (React Router's location objects: a new one per navigation, Back included) whose
// heading already had its chance, and the one the page loaded with.
const arrived = new WeakSet<object>();
let loadedWith: object | undefined;

function focusIsFree(): boolean {
  const active = document.activeElement;
  if (!active || active === document.body || !active.isConnected) return true;
  if (active.closest('dialog')) return false;
  // The site's header: the navigation link, the palette's button.
  return active.closest('main') === null;
}

export function ScreenHeading({
  children,
  className,
  id,
}: {
  children: ReactNode;
  className: string;
  id?: string;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  const location = useLocation();
  useEffect(() => {
    loadedWith ??= location;
    if (location === loadedWith || arrived.has(location)) return;
    arrived.add(location);
    if (focusIsFree()) ref.current?.focus({ preventScroll: true });
    // Once per screen: a change of the query or hash alone (the Filter box) is not an arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.pathname]);
  return (
    <h1 ref={ref} id={id} tabIndex={-1} className={`${className} focus:outline-none`}>
      {children}
    </h1>
  );
}
