// The command palette: a modal <dialog> holding cmdk's combobox and listbox (the ARIA combobox
// pattern, fuzzy matching, arrow keys and Enter come from cmdk). It is loaded on first use, so it
// costs the first visit nothing. Data the palette cannot read from lib (known chats, workflows,
// the writes of other features) is handed in by the app, which composes features.
import { useQuery } from '@tanstack/react-query';
import { CommandEmpty, CommandGroup, CommandInput, CommandList, CommandRoot } from 'cmdk';
import { useRef, useState, type ComponentType } from 'react';
import { useNavigate } from 'react-router';
import { useThemeStore } from '@/components/layout/theme';
import { paths } from '@/config/paths';
import { useHasApiKey } from '@/lib/storage/connection-settings';
import { jobQueries } from '@/domain/jobs/job-queries';
import { isUuid } from '@/lib/api/resources/common';
import { errorMessage } from '@/lib/error-message';
import { stateLabel } from '@/domain/jobs/job-states';
import { matchingJobs, paletteFilter, SCREENS, SEARCH_ALL, shownChatIds } from '../model/palette-entries';
import { useActiveOption } from '../hooks/use-active-option';
import { usePaletteDialog } from '../hooks/use-palette-dialog';
import { ConfirmSignOut } from './confirm-sign-out';
import {
  ActionGroup,
  EntryGroup,
  type PaletteEntry,
  GROUP,
  HINT,
  Item,
  DispatchGroup,
  PaletteKeysHint,
} from './palette-items';
import { jobTitle } from '@/domain/jobs/job-title';

export interface PaletteCommands {
  newChat: () => Promise<void>;
  /** Sends the job and leaves; its outcome is the board's to show. */
  dispatchJob: (text: string) => void;
  signOut: () => void;
}

interface CommandPaletteProps {
  onClose: () => void;
  /** What was typed before the palette was in (its chunk was on its way): its first text. */
  typedSoFar?: () => string;
  chats: readonly PaletteEntry[];
  workflows: readonly PaletteEntry[];
  /** The board's saved views, each with where it opens. */
  views?: readonly PaletteEntry[];
  commands: PaletteCommands;
  /** What a search finds for the typed text (the app hands it in), given the jobs listed already. */
  Search?: ComponentType<{
    text: string;
    shownJobs: ReadonlySet<string>;
    shownChats: ReadonlySet<string>;
    onGo: (to: string) => void;
    onFirstHit: (option: string) => void;
  }>;
}

const COMMANDS = [
  { id: 'new-chat', name: 'New chat', alsoMatches: 'create start' },
  { id: 'theme', name: 'Toggle theme', alsoMatches: 'dark light mode' },
  { id: 'sign-out', name: 'Sign out', alsoMatches: 'log out forget key' },
] as const;
type CommandId = (typeof COMMANDS)[number]['id'];

export function CommandPalette({
  onClose,
  typedSoFar,
  chats,
  workflows,
  views = [],
  commands,
  Search,
}: CommandPaletteProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [search, setSearch] = useState(() => typedSoFar?.() ?? '');
  // The option selected, held here: the search's hits come after the text, when cmdk has already
  // selected what was first then ("Search everything"); the first hit, above it, takes the
  // selection from there (and from nothing), never from an option of the palette's own.
  const [option, setOption] = useState('');
  const selectFirstHit = (hit: string) =>
    setOption((current) => (current === '' || current === SEARCH_ALL ? hit : current));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [confirmingSignOut, setConfirmingSignOut] = useState(false);
  const navigate = useNavigate();
  const hasKey = useHasApiKey();
  const toggleTheme = useThemeStore((s) => s.toggle);
  const { data: jobs } = useQuery({ ...jobQueries.list(), enabled: hasKey });
  useActiveOption(dialog);

  usePaletteDialog(dialog, onClose);

  // Closing also tells the launcher at once, not only through the dialog's (queued) close event.
  const close = () => {
    dialog.current?.close();
    onClose();
  };
  const run = (action: () => void | Promise<void>) => {
    if (busy) return;
    setError(undefined);
    const done = action();
    if (!done) {
      close();
      return;
    }
    setBusy(true);
    done.then(close, (failure: unknown) => {
      setBusy(false);
      setError(errorMessage(failure));
    });
  };
  const go = (to: string) => run(() => void navigate(to));
  const perform = (command: CommandId) => {
    switch (command) {
      case 'new-chat':
        return run(commands.newChat);
      case 'theme':
        return run(toggleTheme);
      case 'sign-out':
        return setConfirmingSignOut(true);
    }
  };

  const text = search.trim();
  const foundJobs = text ? matchingJobs(jobs ?? [], text) : [];
  const shownChats = text ? chats : chats.slice(0, 5);

  return (
    <dialog
      ref={dialog}
      aria-label="Command palette"
      className="m-0 mx-auto mt-[12vh] w-[min(40rem,calc(100vw-2rem))] rounded-xl border border-slate-200 bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/40 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      <CommandRoot
        label="Search or run a command"
        filter={paletteFilter}
        loop
        value={option}
        onValueChange={setOption}
      >
        <CommandInput
          value={search}
          onValueChange={setSearch}
          placeholder="Search screens, jobs, chats; or type a job to dispatch"
          className="w-full border-b border-slate-200 bg-transparent px-4 py-3 text-base focus:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-sky-600 dark:border-slate-700"
        />
        {error ? (
          <p role="alert" className="px-4 py-2 text-sm text-rose-800 dark:text-rose-300">
            That did not work: {error}
          </p>
        ) : null}
        <CommandList label="Results" className="max-h-[min(60vh,28rem)] overflow-y-auto p-2">
          {/* With the search in, something always follows a text ("Search everything", its hits):
              "Nothing matches" would stand above them. */}
          {Search ? null : (
            <CommandEmpty className="px-3 py-6 text-center text-sm text-slate-600 dark:text-slate-300">
              Nothing matches. Type more to dispatch it as a job.
            </CommandEmpty>
          )}
          {/* cmdk sorts by moving each scored group to the end of its parent: the searchable groups
              sit in one wrapper, so Dispatch stays after them and is never the first option
              while anything else matches. */}
          <div>
            {isUuid(text) ? (
              <CommandGroup heading="Open by id" className={GROUP}>
                <Item value="command:open-chat-id" words={[text]} onSelect={() => go(paths.chat(text))}>
                  Open chat {text}
                </Item>
              </CommandGroup>
            ) : null}
            <ActionGroup
              heading="Commands"
              actions={COMMANDS}
              valueOf={(command) => `command:${command.id}`}
              onSelect={(command) => perform(command.id)}
            />
            <ActionGroup
              heading="Screens"
              actions={SCREENS}
              valueOf={(screen) => `screen:${screen.path}`}
              onSelect={(screen) => go(screen.path)}
            />
            {foundJobs.length > 0 ? (
              <CommandGroup heading="Jobs" className={GROUP}>
                {foundJobs.map((job) => (
                  <Item
                    key={job.id}
                    value={`job:${job.id}`}
                    words={[job.title ?? '', job.id]}
                    onSelect={() => go(paths.job(job.id))}
                  >
                    <span className="min-w-0 truncate">{jobTitle(job.title)}</span>
                    <span className={HINT}>{stateLabel(job.state)}</span>
                  </Item>
                ))}
              </CommandGroup>
            ) : null}
            <EntryGroup heading="Chats" kind="chat" entries={shownChats} pathOf={paths.chat} onGo={go} />
            {text && Search ? (
              <Search
                text={text}
                shownJobs={new Set(foundJobs.map((job) => job.id))}
                shownChats={shownChatIds(chats, text)}
                onGo={go}
                onFirstHit={selectFirstHit}
              />
            ) : null}
            <EntryGroup
              heading="Workflows"
              kind="workflow"
              entries={workflows}
              pathOf={paths.workflow}
              onGo={go}
            />
            <EntryGroup heading="Saved views" kind="view" entries={views} pathOf={paths.jobs} onGo={go} />
          </div>
          {text ? (
            <DispatchGroup text={text} busy={busy} onDispatch={() => run(() => commands.dispatchJob(text))} />
          ) : null}
        </CommandList>
        <PaletteKeysHint />
      </CommandRoot>
      {confirmingSignOut ? (
        <ConfirmSignOut
          onConfirm={() => {
            setConfirmingSignOut(false);
            run(commands.signOut);
          }}
          onCancel={() => {
            setConfirmingSignOut(false);
            dialog.current?.querySelector<HTMLInputElement>('[cmdk-input]')?.focus();
          }}
        />
      ) : null}
    </dialog>
  );
}
