// Settings › Quiet hours: when notifications wait. Applied as it changes (nothing goes to the
// service), kept per account, removed by Sign out.
import { useLongWaitMinutes } from '@/config/inbox-preferences';
import { PageSection } from '@/components/layout/page-section';
import { minutesToTime, timeToMinutes } from '../model/quiet-hours';
import { useQuietHours, useQuietHoursActions } from '../store/quiet-hours-store';

// Monday first, as a week is read in most places; the model counts from Sunday (Date#getDay).
const DAYS = [
  [1, 'Monday'],
  [2, 'Tuesday'],
  [3, 'Wednesday'],
  [4, 'Thursday'],
  [5, 'Friday'],
  [6, 'Saturday'],
  [0, 'Sunday'],
] as const;

const FIELD =
  'rounded-md border border-slate-300 bg-white px-3 py-1.5 font-normal disabled:opacity-60 dark:border-slate-600 dark:bg-slate-900';

export function QuietHoursSection() {
  const quiet = useQuietHours();
  const { set } = useQuietHoursActions();
  const longWaitMinutes = useLongWaitMinutes();
  const off = !quiet.enabled;
  return (
    <PageSection title="Quiet hours">
      <label className="flex items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          checked={quiet.enabled}
          onChange={(event) => set({ enabled: event.target.checked })}
          className="size-4"
        />
        Hold notifications during quiet hours
      </label>
      <div className="flex flex-wrap gap-4">
        {(['start', 'end'] as const).map((edge) => (
          <label key={edge} className="flex flex-col gap-1 text-sm font-medium">
            {edge === 'start' ? 'From' : 'Until'}
            <input
              type="time"
              disabled={off}
              value={minutesToTime(quiet[edge])}
              onChange={(event) => {
                const minutes = timeToMinutes(event.target.value);
                if (minutes !== undefined) set({ [edge]: minutes });
              }}
              className={FIELD}
            />
          </label>
        ))}
      </div>
      <fieldset disabled={off} className="flex flex-wrap gap-x-4 gap-y-2 text-sm disabled:opacity-60">
        <legend className="mb-1 font-medium">
          On these days (a span past midnight ends the next morning)
        </legend>
        {DAYS.map(([day, name]) => (
          <label key={day} className="flex items-center gap-1.5">
            <input
              type="checkbox"
              checked={quiet.days.includes(day)}
              onChange={(event) =>
                set({
                  days: event.target.checked ? [...quiet.days, day] : quiet.days.filter((d) => d !== day),
                })
              }
              className="size-4"
            />
            {name}
          </label>
        ))}
      </fieldset>
      <p className="text-sm text-slate-700 dark:text-slate-200">
        Notifications wait until quiet hours end, then one sums up what is waiting. A job waiting over{' '}
        {longWaitMinutes} min still breaks through.
      </p>
    </PageSection>
  );
}
