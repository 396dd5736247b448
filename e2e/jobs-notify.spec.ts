// Desktop notifications: once opted in, a job that starts needing input raises one, named by the
// job's real title rather than the placeholder a partial frame's card still had.
import { column, dispatch, expect, openLive, test, unique } from './fixtures';
import { recordNotifications, shownNotifications } from './notification-helpers';

test('a browser notification is raised when a job starts needing input, once opted in', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications']);
  await recordNotifications(page);
  await openLive(page, '/jobs');
  const toggle = page.getByRole('button', { name: 'Notify me when input is needed' });
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Notifying when input is needed' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const title = `Migrate the wiki, ask before deleting ${unique()}`;
  await dispatch(page, title);
  await expect(column(page, 'Needs input').getByRole('link', { name: title })).toBeVisible();
  await expect
    .poll(async () => String(await shownNotifications(page)))
    .toContain(`A job needs your input: ${title}`);
  // Never by the placeholder title a partial frame's card still had (the simulator's "New job").
  const shown = String(await shownNotifications(page));
  expect(shown.split(',')).not.toContain('A job needs your input: New job');
});
