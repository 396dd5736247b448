// The search index names the chats this device knows as the Chats screen does: a job's chat with no
// title of its own by its job's title (it once said "Chat 3f2a9c1e" there).
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jobQueries } from '@/domain/jobs/job-queries';
import { useKnownChatsStore, type KnownChat } from '@/domain/chats/known-chats-store';
import { buildJob } from '@/testing/builders';
import { renderWithClient } from '@/testing/render';
import { useKnownChatTitlesIndexed } from './known-chat-titles';

const indexed = vi.hoisted(() => ({ titles: [] as { id: string; title: string }[] }));
vi.mock('@/features/search/hooks/use-chat-titles', () => ({
  useIndexChatTitles: (titles: { id: string; title: string }[]) => {
    indexed.titles = titles;
  },
}));

const chat = (id: string, title?: string): KnownChat => ({
  id,
  title,
  status: undefined,
  running: undefined,
  projectId: undefined,
  lastSeen: 1,
  gone: false,
});

function Indexer() {
  useKnownChatTitlesIndexed();
  return null;
}

afterEach(() => useKnownChatsStore.setState({ chats: {} }));

describe('known chats in the search index', () => {
  it('names a job’s untitled chat by its job, and leaves a chat with neither to the index', () => {
    useKnownChatsStore.setState({
      chats: { c1: chat('c1', 'Planning'), c2: chat('c2'), c3: chat('c3', '  ') },
    });
    const client = new QueryClient();
    client.setQueryData(jobQueries.list().queryKey, [
      buildJob({ id: 'j1', title: 'Deploy the app', primary_session_id: 'c2' }),
    ]);
    renderWithClient(<Indexer />, client);
    expect(indexed.titles).toEqual([
      { id: 'c1', title: 'Planning', byJob: false },
      { id: 'c2', title: 'Deploy the app', byJob: true },
    ]);
  });
});
