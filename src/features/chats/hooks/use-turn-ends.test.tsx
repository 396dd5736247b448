// @vitest-environment jsdom
// The chat's turn ends on the app's one record of turn ends (a settle frame heard once for every
// screen): the replies are re-read, then the turn is over. An end heard while the person's own
// message is on its way belongs to an earlier turn.
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useTurnEndsStore } from '@/domain/questions/turn-ends';
import type * as StatusStoreModule from '@/lib/events/status-store';
import { signInForTest } from '@/testing/sign-in';
import { useTurnStore } from '../store/turn-store';
import { useTurnTracking } from './use-turn-tracking';

type StatusStore = typeof StatusStoreModule;

const CHAT = '0b5e2c1d-1111-4222-8333-444455556666';
const records = vi.hoisted(() => ({ open: false }));
vi.mock('../store/chat-records', () => ({
  useChatRecords: () => (records.open ? [{ id: 'w1', kind: 'message', state: 'sending' }] : []),
}));
vi.mock('@/lib/events/status-store', async (original) => ({
  ...(await original<StatusStore>()),
  useStreamStatus: () => 'Live',
}));

describe('the chat’s turn and the app’s turn ends', () => {
  beforeEach(() => {
    signInForTest();
    records.open = false;
    useTurnEndsStore.setState({ endedAt: new Map() });
    useTurnStore.getState().actions.startTurn(CHAT, { agentCountBefore: 0, startedAt: Date.now() });
  });

  it('re-reads the replies and ends the turn when its chat’s turn is heard to end', async () => {
    const refetch = vi.fn(async () => undefined);
    const { result } = renderHook(() => useTurnTracking(CHAT, undefined, refetch));
    expect(result.current).toBe(true);
    act(() => useTurnEndsStore.getState().ended('9b5e2c1d-1111-4222-8333-444455556666'));
    expect(refetch).not.toHaveBeenCalled();
    await act(async () => useTurnEndsStore.getState().ended(CHAT));
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(result.current).toBe(false);
  });

  it('keeps the turn when the end is heard while the person’s message is on its way', async () => {
    records.open = true;
    const refetch = vi.fn(async () => undefined);
    const { result } = renderHook(() => useTurnTracking(CHAT, undefined, refetch));
    await act(async () => useTurnEndsStore.getState().ended(CHAT));
    expect(refetch).not.toHaveBeenCalled();
    expect(result.current).toBe(true);
  });
});
