// Composes the command palette with what other features know and do: the chats this browser
// knows, the workflows opened before or named by the host, creating a chat, dispatching a job and
// signing out. Loaded with the palette itself, on first use.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useProvidedCatalog } from '@/config/use-provided-catalog';
import { chatName } from '@/domain/jobs/chat-name';
import { jobQueries } from '@/domain/jobs/job-queries';
import { signOutEverywhere } from '@/lib/storage/sign-out';
import { useCreateChat } from '@/features/chat-list/hooks/use-create-chat';
import { sortKnownChats, useKnownChatsStore } from '@/domain/chats/known-chats-store';
import { useSendDispatch } from '@/domain/jobs/writes/dispatch-job';
import { useSavedViews } from '@/features/board/store/saved-views-store';
import { CommandPalette, type PaletteCommands } from '@/features/palette/components/command-palette';
import { GROUP, ITEM, type PaletteEntry } from '@/features/palette/components/palette-items';
import { PaletteSearch, type PaletteSearchProps } from '@/features/search/components/palette-search';
import { useRecentWorkflows } from '@/features/workflows/store/recent-workflows-store';
import { useKnownChatTitlesIndexed } from '../search/known-chat-titles';

/** The search's options in the palette's own look. */
function PaletteSearchHere(props: Omit<PaletteSearchProps, 'groupClassName' | 'itemClassName'>) {
  return <PaletteSearch {...props} groupClassName={GROUP} itemClassName={ITEM} />;
}

export function PaletteHost({
  onClose,
  typedSoFar,
}: {
  onClose: () => void;
  /** What was typed before the palette was in: its first text. */
  typedSoFar?: () => string;
}) {
  const navigate = useNavigate();
  const knownChats = useKnownChatsStore((s) => s.chats);
  const recent = useRecentWorkflows();
  const savedViews = useSavedViews();
  const catalog = useProvidedCatalog();
  // The very paths the Chats screen and the board take (docs/decisions/013): the created chat is
  // remembered and opened, a failed dispatch waits beside the board's "New job" box.
  const { mutateAsync: createChat } = useCreateChat();
  const sendDispatch = useSendDispatch();
  useKnownChatTitlesIndexed();

  const { data: jobs } = useQuery({ ...jobQueries.list(), enabled: false });
  const chats = useMemo<PaletteEntry[]>(() => {
    // A job's primary chat with no title of its own would go by its job's title, the same name as
    // the job's own entry: two options for one search. The job's entry leads there (its page has
    // "Open chat"), so such chats are left out; a chat id typed in full still opens any chat.
    const jobChats = new Set<string>();
    for (const job of jobs ?? []) if (job.primarySessionId) jobChats.add(job.primarySessionId);
    return sortKnownChats(knownChats)
      .filter((chat) => !chat.gone && (chat.title?.trim() || !jobChats.has(chat.id)))
      .map((chat) => ({ id: chat.id, title: chatName(chat.id, chat.title) }));
  }, [knownChats, jobs]);
  const workflows = useMemo<PaletteEntry[]>(() => {
    const named = new Map(catalog.workflows.map((w) => [w.id, w.name]));
    const entries = new Map<string, PaletteEntry>();
    for (const { id } of recent) entries.set(id, { id, title: named.get(id) ?? `Workflow ${id}` });
    for (const { id, name } of catalog.workflows)
      if (!entries.has(id)) entries.set(id, { id, title: name ?? `Workflow ${id}` });
    return [...entries.values()];
  }, [recent, catalog]);

  const views = useMemo(
    () => savedViews.map((view) => ({ id: view.id, title: view.name, to: paths.jobsFiltered(view) })),
    [savedViews],
  );

  const commands = useMemo<PaletteCommands>(
    () => ({
      newChat: async () => {
        await createChat(undefined);
      },
      dispatchJob: (text) => {
        sendDispatch(text);
        void navigate(paths.jobs());
      },
      // The Settings screen's sign out: the key and every trace of the account leave every
      // storage (CacheStorage included, so the service worker's caches too), in every tab.
      signOut: () => {
        void signOutEverywhere(); // the account change resets the query cache (forget-account.ts)
        void navigate(paths.settings());
      },
    }),
    [navigate, createChat, sendDispatch],
  );

  return (
    <CommandPalette
      onClose={onClose}
      typedSoFar={typedSoFar}
      chats={chats}
      workflows={workflows}
      views={views}
      commands={commands}
      Search={PaletteSearchHere}
    />
  );
}
