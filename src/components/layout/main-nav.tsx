import { NavLink } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { useNavBadges } from './nav-badges';

const LINKS = [
  { to: paths.inbox(), label: 'Inbox' },
  { to: paths.chats(), label: 'Chats' },
  { to: paths.jobs(), label: 'Jobs' },
  { to: paths.workflows(), label: 'Workflows' },
  { to: paths.settings(), label: 'Settings' },
] as const;

export function MainNav() {
  const badges = useNavBadges();
  return (
    <nav aria-label="Main" className="min-w-0">
      <ul className="flex gap-0.5 overflow-x-auto sm:gap-1">
        {LINKS.map(({ to, label }) => {
          const badge = badges[label];
          return (
            <li key={to}>
              <NavLink
                to={to}
                className={({ isActive }) =>
                  `flex items-center gap-1.5 whitespace-nowrap rounded-md px-2 py-1.5 text-sm font-medium sm:px-3 ${
                    isActive
                      ? 'bg-slate-900 text-white dark:bg-slate-100 dark:text-slate-900'
                      : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800'
                  }`
                }
              >
                {label}
                {badge ? (
                  // The link's name ends with the count ("Inbox 3"), as the UI contract says.
                  <span
                    className="rounded-full bg-amber-500 px-1.5 text-xs font-semibold text-slate-950"
                    title={badge.label}
                  >
                    {badge.count}
                  </span>
                ) : null}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
