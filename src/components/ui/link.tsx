// Links between screens, built on React Router's own hooks. React Router's <Link> also carries its
// framework mode's prefetching, route discovery and view transitions, which the declarative router
// never uses but every first visit paid for (2.5 KB gz). A click the router should not take (another
// tab, a modifier key, a download) is left to the browser, as with theirs (useLinkClickHandler).
import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from 'react-router';

interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  /** Replaces the current history entry instead of adding one. */
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

export function Link({ to, replace, target, onClick, children, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, { replace, target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return (
    <a {...rest} href={href} target={target} onClick={handleClick}>
      {children}
    </a>
  );
}

interface NavLinkProps extends Omit<LinkProps, 'className'> {
  className: (state: { isActive: boolean }) => string;
}

/**
 * A link that knows when its screen shows: at its path or below it, ignoring case (as the routes
 * match), and then says so with `aria-current="page"`.
 */
export function NavLink({ to, className, ...rest }: NavLinkProps) {
  const target = useResolvedPath(to).pathname.toLowerCase();
  const current = useLocation().pathname.toLowerCase();
  const end = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const isActive = current === target || (current.startsWith(target) && current.charAt(end) === '/');
  return (
    <Link
      {...rest}
      to={to}
      className={className({ isActive })}
      aria-current={isActive ? 'page' : undefined}
    />
  );
}
