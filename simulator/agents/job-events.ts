// Every change to a job is published as `job.state_changed` (title and activity changes too, so a
// client can show them without polling). After every third job that settles in an account, the
// stream also carries `kanban.card_run.settled`, an event type clients do not know.
import { randomUUID } from 'node:crypto';
import type { JobRecord } from '../store/types.ts';
import { jobView } from '../store/views.ts';
import { nowIso } from '../store/store.ts';
import type { AgentRuntime } from './runtime.ts';
import { derivedUuid } from '../fixtures/load-fixture.ts';

const SETTLED_STATES = new Set(['done', 'failed', 'ambiguous', 'on_hold']);
const settledCount = new WeakMap<AgentRuntime, Map<string, number>>();

export function updateJob(rt: AgentRuntime, job: JobRecord, change: Partial<JobRecord>): void {
  const before = job.state;
  const at = nowIso();
  Object.assign(job, { updated_at: at, last_active_at: at }, change);
  rt.store.jobChanged(job);
  rt.hub.publish(job.account_id, { type: 'job.state_changed', job: jobView(job) });
  if (job.state !== before && SETTLED_STATES.has(job.state)) countSettled(rt, job.account_id);
}

export function publishJobCreated(rt: AgentRuntime, job: JobRecord): void {
  rt.hub.publish(job.account_id, { type: 'job.state_changed', job: jobView(job) });
}

function countSettled(rt: AgentRuntime, accountId: string): void {
  const counts = settledCount.get(rt) ?? new Map<string, number>();
  settledCount.set(rt, counts);
  const n = (counts.get(accountId) ?? 0) + 1;
  counts.set(accountId, n);
  if (n % 3 === 0) publishKanbanSettled(rt, accountId);
}

function publishKanbanSettled(rt: AgentRuntime, accountId: string): void {
  rt.hub.publish(accountId, {
    type: 'kanban.card_run.settled',
    card_run: {
      id: randomUUID(),
      card_id: derivedUuid(`card:${accountId}`),
      state: 'done',
      settled_at: nowIso(),
    },
  });
}
