// Keys from the service or the URL (`__proto__`, `constructor`, `hasOwnProperty`) as states and
// ids: every place that looks them up must treat them as ordinary words.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StateBadge, stateTone } from '@/components/jobs/state-badge';
import { stateLabel as columnTitle } from '@/domain/jobs/job-states';
import { groupJobs } from '@/features/board/model/columns';
import { useTransitionsStore } from '@/domain/jobs/transitions-store';
import { useDraftStore } from '@/features/chats/store/draft-store';
import { useKnownChatsStore } from '@/domain/chats/known-chats-store';
import { useTurnStore } from '@/features/chats/store/turn-store';
import { useDraftsStore } from '@/features/workflow-editor/store/drafts-store';
import { useAnswerStore } from '@/features/answering/store/answer-store';
import { buildJob } from '@/testing/builders';

const HOSTILE = ['__proto__', 'constructor', 'hasOwnProperty', 'toString', 'valueOf'];

describe.each(HOSTILE)('the key %j', (key) => {
  it('is a column and a badge like any other state', () => {
    expect(columnTitle(key)).toEqual(expect.any(String));
    expect(stateTone(key)).toMatch(/^bg-violet/);
    const columns = groupJobs([buildJob({ id: 'j1', state: key })]);
    expect(columns.find((column) => column.state === key)?.jobs).toHaveLength(1);
    render(<StateBadge state={key} />);
    expect(screen.getByTitle(key).textContent).toBe(columnTitle(key));
  });

  it('is an ordinary job id and state in the transitions store, persisted and read back', async () => {
    const store = useTransitionsStore;
    store.setState({ byJob: {} });
    expect(store.getState().byJob[key] === undefined || !Object.hasOwn(store.getState().byJob, key)).toBe(
      true,
    );
    store.getState().actions.observeMany([{ jobId: key, state: key }], 1);
    store.getState().actions.observeMany([{ jobId: key, state: 'done' }], 2);
    expect(Object.getPrototypeOf(store.getState()) === Object.prototype).toBe(true);
    expect(Object.hasOwn(store.getState().byJob, key)).toBe(true);
    await store.persist.rehydrate();
    const history = Object.hasOwn(store.getState().byJob, key) ? store.getState().byJob[key] : undefined;
    expect(history?.map((entry) => entry.state)).toEqual([key, 'done']);
  });

  it('reads as "nothing yet" from every per-id store', () => {
    useDraftStore.setState({ drafts: {} });
    useKnownChatsStore.setState({ chats: {} });
    useTurnStore.setState({ turns: {} });
    useDraftsStore.setState({ drafts: {} });
    useAnswerStore.setState({ drafts: {} });
    useDraftStore.getState().actions.setDraft(key, 'typed');
    expect(useDraftStore.getState().drafts).toHaveProperty([key], 'typed');
    useKnownChatsStore.getState().actions.markGone(key);
    useKnownChatsStore.getState().actions.remember({ id: key, title: 'T' });
    useTurnStore.getState().actions.endTurn(key);
    useTurnStore.getState().actions.startTurn(key, { agentCountBefore: 0, startedAt: Date.now() });
    expect(Object.hasOwn(useTurnStore.getState().turns, key)).toBe(true);
    useTurnStore.getState().actions.endTurn(key);
    expect(Object.hasOwn(useTurnStore.getState().turns, key)).toBe(false);
    useDraftsStore.getState().actions.dismissNotice(key);
    useAnswerStore.getState().actions.setDraft(key, 'an answer');
    expect(useAnswerStore.getState().drafts).toHaveProperty([key], 'an answer');
    useAnswerStore.getState().actions.clearIfSent(key, 'an answer');
    expect(Object.hasOwn(useAnswerStore.getState().drafts, key)).toBe(false);
    expect(Object.hasOwn(useDraftsStore.getState().drafts, key)).toBe(false);
  });
});
