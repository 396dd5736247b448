// "Snooze" (key `s` on the selected item): a menu button, as the ARIA menu button pattern has it:
// the menu opens with focus on its first item, arrows move, Escape closes and gives focus back.
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import type { Job } from '@/lib/api/resources/job';
import { useSnoozeStore, type SnoozeChoice } from '@/domain/jobs/snoozes';

const CHOICES: readonly SnoozeChoice[] = ['1 hour', 'Until tomorrow', 'Until it changes'];

interface SnoozeMenuProps {
  job: Job;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After a choice: the job has left the list, and focus with it. */
  onSnoozed?: () => void;
}

export function SnoozeMenu({ job, open, onOpenChange, onSnoozed }: SnoozeMenuProps) {
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (open) menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [open]);
  const close = () => {
    onOpenChange(false);
    button.current?.focus();
  };
  const pick = (choice: SnoozeChoice) => {
    onOpenChange(false);
    useSnoozeStore.getState().actions.snooze(job, choice);
    onSnoozed?.();
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    const items = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const to = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: items.length - 1 }[event.key];
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (to !== undefined) {
      event.preventDefault();
      items[(to + items.length) % items.length]?.focus();
    }
  };
  return (
    <div className="relative">
      <Button
        ref={button}
        variant="ghost"
        // A thumb's height on a phone, without making the row's first line taller.
        className="max-sm:-my-2.5 max-sm:min-h-11"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => onOpenChange(!open)}
      >
        Snooze
      </Button>
      {open ? (
        <ul
          ref={menu}
          role="menu"
          aria-label="Snooze"
          onKeyDown={onKeyDown}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget)) onOpenChange(false);
          }}
          className="absolute right-0 z-20 mt-1 flex min-w-44 flex-col rounded-md border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          {CHOICES.map((choice) => (
            <li key={choice} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                onClick={() => pick(choice)}
                className="w-full px-3 py-2 text-left text-sm hover:bg-slate-100 focus:bg-slate-100 focus:outline-none dark:hover:bg-slate-800 dark:focus:bg-slate-800"
              >
                {choice}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
