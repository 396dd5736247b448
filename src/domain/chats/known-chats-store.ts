// The service has no endpoint that lists chats, so this browser keeps its own list: every chat
// created here, opened by id, or named by the event stream, with what the service last said of it.
// Persisted, because a chat list that forgets on reload is no list.
import { create } from 'zustand';
import { own, setOwn, without } from '@/lib/prototype-safe-records';
import { persist } from 'zustand/middleware';
import type { Session } from '@/lib/api/resources/session';
import { accountStorage, registerAccountStore } from '@/lib/storage/account-storage';
import { capText, keepNewest, trimNewest } from '@/lib/storage/bounds';

export interface KnownChat {
  id: string;
  title: string | undefined;
  status: string | undefined;
  /** Whether an agent turn is under way, as last heard (a 202 says yes, a settle says no). */
  running: boolean | undefined;
  projectId: string | undefined;
  /** When this browser last heard of the chat (ms since epoch). */
  lastSeen: number;
  /** The service answered 404 for it: deleted, or another account's. */
  gone: boolean;
  /** The start of its last message, from messages this app already read (never fetched for the list). */
  preview?: string;
}

/** What may be known of a chat at one moment: a full Session, or only its id. */
export type ChatSighting = Pick<Session, 'id'> &
  Partial<Pick<Session, 'title' | 'status' | 'running' | 'projectId'>> & {
    /** When the chat was last active, where that is known (a job's chat): else when it was heard of. */
    activeAt?: number;
  };

/** What a settled turn leaves when the settle does not say: a "running" status is over. */
const NOT_RUNNING = 'idle';

function statusAfter(previous: KnownChat | undefined, sighting: ChatSighting): string | undefined {
  if (sighting.status !== undefined) return sighting.status;
  // An envelope settle names only the chat; the 202 before it said "running". Keeping that
  // would show "running" forever, so a turn known to be over replaces it.
  if (sighting.running === false && (previous?.status === undefined || previous.status === 'running'))
    return NOT_RUNNING;
  return previous?.status;
}

const MAX_STORED_CHATS = 300;
// In memory the list holds more (a session can hear of thousands of chats), bounded too: the
// newest MAX_CHATS_IN_MEMORY, trimmed once TRIM_SLACK more have come, so a frame's write copies at
// most that many, and trims (a sort) only every TRIM_SLACK new chats.
const MAX_CHATS_IN_MEMORY = 1_000;
const TRIM_SLACK = 100;
const MAX_TITLE = 300;
const MAX_STATUS = 64;
/** A preview is one line of a list row: far more than a row shows is never kept. */
export const MAX_PREVIEW = 160;

/** A message's text as one short line: whitespace folded, cut at MAX_PREVIEW characters. */
export function previewOf(text: string): string {
  const line = text
    .slice(0, MAX_PREVIEW * 4)
    .replace(/\s+/g, ' ')
    .trim();
  return line.length > MAX_PREVIEW ? `${line.slice(0, MAX_PREVIEW - 1)}…` : line;
}

interface KnownChatsState {
  chats: Record<string, KnownChat>;
  actions: {
    remember: (sighting: ChatSighting, at?: number) => void;
    /** Many sightings in one write (one save): a burst of frames names the same chats again and again. */
    rememberMany: (sightings: readonly ChatSighting[], at?: number) => void;
    markGone: (id: string) => void;
    /** Keeps a short preview of a chat this browser knows; a chat it does not know stays unknown. */
    setPreview: (id: string, text: string) => void;
    forget: (id: string) => void;
    /** Puts back a chat that `forget` removed (Undo). */
    restore: (chat: KnownChat) => void;
  };
}

export function mergeSighting(
  previous: KnownChat | undefined,
  sighting: ChatSighting,
  at: number,
): KnownChat {
  return {
    id: sighting.id,
    // A sighting that carries only an id must not wipe what an earlier one told us.
    title: sighting.title ?? previous?.title,
    status: statusAfter(previous, sighting),
    running: sighting.running ?? previous?.running,
    projectId: sighting.projectId ?? previous?.projectId,
    lastSeen: Math.max(sighting.activeAt ?? at, previous?.lastSeen ?? 0),
    gone: false,
    preview: previous?.preview,
  };
}

const trimmed = (chats: Record<string, KnownChat>) =>
  trimNewest(chats, { max: MAX_CHATS_IN_MEMORY, slack: TRIM_SLACK, timeOf: (chat) => chat.lastSeen });

function boundChats({ chats }: Pick<KnownChatsState, 'chats'>): Pick<KnownChatsState, 'chats'> {
  // The newest chats first (by time alone: the list in memory can hold thousands), then their
  // text cut, then the bound on size.
  const newest = Object.entries(chats)
    .sort(([, a], [, b]) => b.lastSeen - a.lastSeen)
    .slice(0, MAX_STORED_CHATS)
    .map(([id, chat]): [string, KnownChat] => [
      id,
      {
        ...chat,
        title: capText(chat.title, MAX_TITLE),
        status: capText(chat.status, MAX_STATUS),
        preview: capText(chat.preview, MAX_PREVIEW),
      },
    ]);
  return {
    chats: keepNewest(Object.fromEntries(newest), {
      max: MAX_STORED_CHATS,
      timeOf: (chat) => chat.lastSeen,
    }),
  };
}

export const useKnownChatsStore = registerAccountStore(
  create<KnownChatsState>()(
    persist(
      (set) => ({
        chats: {},
        actions: {
          remember: (sighting, at = Date.now()) =>
            set((state) => ({
              chats: trimmed({
                ...state.chats,
                [sighting.id]: mergeSighting(own(state.chats, sighting.id), sighting, at),
              }),
            })),
          rememberMany: (sightings, at = Date.now()) => {
            if (sightings.length === 0) return;
            set((state) => {
              const chats = { ...state.chats };
              // An id of "__proto__" is a key like any other (setOwn).
              for (const sighting of sightings)
                setOwn(chats, sighting.id, mergeSighting(own(chats, sighting.id), sighting, at));
              return { chats: trimmed(chats) };
            });
          },
          markGone: (id) =>
            set((state) => {
              const chat = own(state.chats, id);
              return chat && !chat.gone
                ? { chats: { ...state.chats, [id]: { ...chat, gone: true } } }
                : state;
            }),
          setPreview: (id, text) =>
            set((state) => {
              const chat = own(state.chats, id);
              const preview = previewOf(text);
              if (!chat || chat.preview === preview) return state;
              const chats = { ...state.chats };
              setOwn(chats, id, { ...chat, preview });
              return { chats };
            }),
          forget: (id) => set((state) => ({ chats: without(state.chats, id) })),
          restore: (chat) =>
            set((state) => {
              const chats = { ...state.chats };
              setOwn(chats, chat.id, { ...chat, ...own(state.chats, chat.id) });
              return { chats };
            }),
        },
      }),
      {
        name: 'agent-console:known-chats',
        version: 1,
        // Bounded when written (not on every change: a burst names thousands of chats): the
        // newest chats only, and titles cut to a length a list can show (a title in a frame can
        // be megabytes).
        storage: accountStorage<Pick<KnownChatsState, 'chats'>>({ writeBehind: true, bound: boundChats }),
        partialize: (state) => ({ chats: state.chats }),
      },
    ),
  ),
  undefined,
  'union',
);

export const useKnownChat = (id: string) => useKnownChatsStore((s) => own(s.chats, id));
export const useKnownChatsActions = () => useKnownChatsStore((s) => s.actions);

/** Newest first: the chat you touched last is the one you want next. */
export function sortKnownChats(chats: Record<string, KnownChat>): KnownChat[] {
  return Object.values(chats).sort((a, b) => b.lastSeen - a.lastSeen);
}
