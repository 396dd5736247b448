// How answers and waits behave in the inbox, applied as they change (no Save: nothing here goes
// to the service). A hold of 0 sends answers at once, with no Undo.
import { useId } from 'react';
import {
  HOLD_SECONDS,
  LONG_WAIT_MINUTES,
  useHoldSeconds,
  useInboxPreferenceActions,
  useLongWaitMinutes,
} from '@/config/inbox-preferences';

interface Range {
  min: number;
  max: number;
}

// What each field says; the store holds its range, and clamps whatever is typed into it.
const FIELDS = {
  hold: {
    label: 'Hold answers for (seconds)',
    hint: 'An answer waits this long before it is sent, so you can undo it (z). 0 sends at once.',
  },
  longWait: {
    label: 'Mark waits longer than (minutes)',
    hint: 'The inbox marks a job that has waited longer, and counts those apart.',
  },
};

function NumberField(props: {
  label: string;
  hint: string;
  range: Range;
  value: number;
  onChange: (value: number) => void;
}) {
  const hintId = useId();
  return (
    <label className="flex flex-col gap-1 text-sm font-medium">
      {props.label}
      <input
        type="number"
        inputMode="numeric"
        min={props.range.min}
        max={props.range.max}
        step={1}
        value={props.value}
        aria-describedby={hintId}
        onChange={(event) => {
          if (event.target.value !== '') props.onChange(event.target.valueAsNumber);
        }}
        className="w-28 rounded-md border border-slate-300 bg-white px-3 py-1.5 font-normal dark:border-slate-600 dark:bg-slate-900"
      />
      <span id={hintId} className="text-xs font-normal text-slate-600 dark:text-slate-300">
        {props.hint}
      </span>
    </label>
  );
}

export function InboxPreferencesForm() {
  const holdSeconds = useHoldSeconds();
  const longWaitMinutes = useLongWaitMinutes();
  const { setHoldSeconds, setLongWaitMinutes } = useInboxPreferenceActions();
  return (
    <section aria-labelledby="inbox-preferences" className="mt-8 flex flex-col gap-4">
      <h2 id="inbox-preferences" className="text-lg font-semibold">
        Answers
      </h2>
      <NumberField {...FIELDS.hold} range={HOLD_SECONDS} value={holdSeconds} onChange={setHoldSeconds} />
      <NumberField
        {...FIELDS.longWait}
        range={LONG_WAIT_MINUTES}
        value={longWaitMinutes}
        onChange={setLongWaitMinutes}
      />
    </section>
  );
}
