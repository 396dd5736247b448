// A screen's h1. After an in-app navigation the new screen's heading takes the focus, so keyboard
// and screen-reader users start at the top of what they opened, as after a page load, instead of
// on the link they left (or on nothing, when the old screen took the focused element with it).
// It does so only where nothing else has the focus: a screen that focuses a field of its own (a
// new chat's message box) or a dialog keeps it. A page load, and a heading that remounts on the
// same visit (loading, then loaded), do not move it.
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';

/** Visits (history entries' keys) whose heading already had its chance. */
const arrived = new Set<string>();

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
  const { key } = useLocation();
  useEffect(() => {
    // "default": the entry the page loaded with, not a navigation.
    if (key === 'default' || arrived.has(key)) return;
    arrived.add(key);
    if (focusIsFree()) ref.current?.focus({ preventScroll: true });
  }, [key]);
  return (
    <h1 ref={ref} id={id} tabIndex={-1} className={`${className} focus:outline-none`}>
      {children}
    </h1>
  );
}
