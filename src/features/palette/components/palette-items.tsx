// The palette's rows: one look for every item, the groups of fixed actions (commands, screens)
// and the groups of named entries (chats, workflows) that open a screen.
import { CommandGroup, CommandItem, CommandSeparator } from 'cmdk';
import type { ReactNode } from 'react';

export interface PaletteEntry {
  id: string;
  title: string;
  /** Where it opens, when its id alone does not say (a saved view). */
  to?: string;
}

export const ITEM =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm data-[selected=true]:bg-sky-100 data-[selected=true]:text-slate-950 dark:data-[selected=true]:bg-sky-900 dark:data-[selected=true]:text-white';
export const HINT = 'ml-auto shrink-0 text-xs text-slate-600 dark:text-slate-300';
export const GROUP =
  '[&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:pt-2 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:text-slate-600 dark:[&_[cmdk-group-heading]]:text-slate-300';

export function Item({
  value,
  words,
  onSelect,
  children,
}: {
  value: string;
  words: string[];
  onSelect: () => void;
  children: ReactNode;
}) {
  return (
    <CommandItem value={value} keywords={words} onSelect={onSelect} className={ITEM}>
      {children}
    </CommandItem>
  );
}

/** A group of named entries, each opening its own screen; nothing at all when there are none. */
export function EntryGroup({
  heading,
  kind,
  entries,
  pathOf,
  onGo,
}: {
  heading: string;
  kind: string;
  entries: readonly PaletteEntry[];
  pathOf: (id: string) => string;
  onGo: (to: string) => void;
}) {
  if (entries.length === 0) return null;
  return (
    <CommandGroup heading={heading} className={GROUP}>
      {entries.map((entry) => (
        <Item
          key={entry.id}
          value={`${kind}:${entry.id}`}
          words={[entry.title, entry.id]}
          onSelect={() => onGo(entry.to ?? pathOf(entry.id))}
        >
          <span className="min-w-0 truncate">{entry.title}</span>
        </Item>
      ))}
    </CommandGroup>
  );
}

interface PaletteAction {
  name: string;
  /** Other words it is found by. */
  alsoMatches: string;
  keys?: string;
}

/** A fixed group of named actions (commands, screens), each found by its name or its other words. */
export function ActionGroup<A extends PaletteAction>({
  heading,
  actions,
  valueOf,
  onSelect,
}: {
  heading: string;
  actions: readonly A[];
  /** cmdk's value, unique across the palette. */
  valueOf: (action: A) => string;
  onSelect: (action: A) => void;
}) {
  return (
    <CommandGroup heading={heading} className={GROUP}>
      {actions.map((action) => (
        <Item
          key={valueOf(action)}
          value={valueOf(action)}
          words={[action.name, action.alsoMatches]}
          onSelect={() => onSelect(action)}
        >
          {action.name}
          {action.keys ? <KeyHint keys={action.keys} /> : null}
        </Item>
      ))}
    </CommandGroup>
  );
}

/** A shortcut shown beside an item; the option's name stays its label alone. */
function KeyHint({ keys }: { keys: string }) {
  return (
    <span aria-hidden="true" className={`${HINT} flex gap-1 pointer-coarse:hidden`}>
      {keys.split(' ').map((key, index) => (
        <kbd
          // A sequence may repeat a key: its place keeps it apart.
          key={`${index}:${key}`}
          className="rounded border border-slate-300 px-1.5 font-sans dark:border-slate-600"
        >
          {key}
        </kbd>
      ))}
    </span>
  );
}

const MAC = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);

/** The palette's keys, under its list (hidden from assistive technology, which has its own). */
export function PaletteKeysHint() {
  return (
    <p
      aria-hidden="true"
      className="flex flex-wrap gap-x-4 gap-y-1 border-t border-slate-200 px-4 py-2 text-xs text-slate-600 pointer-coarse:hidden dark:border-slate-700 dark:text-slate-300"
    >
      <span>
        <kbd className="font-sans">↑</kbd> <kbd className="font-sans">↓</kbd> move
      </span>
      <span>
        <kbd className="font-sans">Enter</kbd> run
      </span>
      <span>
        <kbd className="font-sans">Esc</kbd> close
      </span>
      <span>
        <kbd className="font-sans">{MAC ? '⌘K' : 'Ctrl+K'}</kbd> open anywhere
      </span>
    </p>
  );
}

/** The last option while text is typed: dispatch it as a job (never first while anything matches). */
export function DispatchGroup({
  text,
  busy,
  onDispatch,
}: {
  text: string;
  busy: boolean;
  onDispatch: () => void;
}) {
  return (
    <>
      <CommandSeparator alwaysRender className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
      <CommandGroup heading="Dispatch" className={GROUP} forceMount>
        <CommandItem
          value="command:dispatch"
          keywords={[]}
          forceMount
          className={ITEM}
          disabled={busy}
          onSelect={onDispatch}
        >
          Dispatch job: {text}
        </CommandItem>
      </CommandGroup>
    </>
  );
}
