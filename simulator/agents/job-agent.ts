// The job agent: backlog (placeholder title, planning) → a real title after one step → the
// dialect's running state → the end state the message asks for. The job's primary session is a
// real chat holding the request and the agent's messages; an ambiguous job asks there.
import type { Account, JobRecord, SessionRecord } from '../store/types.ts';
import { sessionView } from '../store/views.ts';
import { type AgentRuntime, hasTrigger, titleFrom } from './runtime.ts';
import { publishJobCreated, updateJob } from './job-events.ts';

const PLACEHOLDER_TITLE = 'New job';
export const AMBIGUOUS_QUESTION =
  'Which environment should I deploy to?\n\n1. Production\n2. Staging\n3. Development\n\nReply with a number or a name.';
const CHOICES = ['Production', 'Staging', 'Development'];

export class JobAgent {
  constructor(private readonly rt: AgentRuntime) {}

  dispatch(account: Account, message: string, projectId?: string): JobRecord {
    const { store } = this.rt;
    const session = store.createSession(account, {
      parent_kind: 'job',
      running: true,
      status: 'running',
      title: PLACEHOLDER_TITLE,
      ...(projectId ? { project_id: projectId } : {}),
    });
    store.addMessage(session, 'user', message);
    const job = store.createJob(account, session, { description: message });
    publishJobCreated(this.rt, job);
    void this.run(job, session, message);
    return job;
  }

  private async run(job: JobRecord, session: SessionRecord, message: string): Promise<void> {
    const { scheduler, dialect, store } = this.rt;
    await scheduler.steps(1);
    const title = titleFrom(message, 'Untitled job');
    session.title = title;
    updateJob(this.rt, job, { title, last_activity: 'Planned the work' });
    await scheduler.steps(1);
    updateJob(this.rt, job, {
      state: dialect.runningState,
      planning: false,
      last_activity: 'Working on the request',
    });
    await scheduler.steps(2);
    if (hasTrigger(message, 'fail')) {
      store.addMessage(session, 'assistant', 'I could not finish this job: the request asked me to fail.');
      updateJob(this.rt, job, {
        state: 'failed',
        failure_reason: 'Simulated failure: the job message asked the agent to fail.',
        last_activity: 'Failed',
      });
    } else if (hasTrigger(message, 'ambiguous', 'ask')) {
      // `topic:WORD` asks about WORD: a question of its own, so a journey's answer rules meet its jobs only.
      const topic = /\btopic:([\w-]{1,40})/i.exec(message)?.[1];
      const question = topic
        ? AMBIGUOUS_QUESTION.replace('deploy to', `deploy ${topic} to`)
        : AMBIGUOUS_QUESTION;
      store.addMessage(session, 'assistant', question);
      updateJob(this.rt, job, { state: 'ambiguous', last_activity: 'Waiting for your answer' });
    } else if (hasTrigger(message, 'hold')) {
      store.addMessage(session, 'assistant', 'This job is on hold until an approver signs it off.');
      updateJob(this.rt, job, { state: 'on_hold', last_activity: 'On hold: waiting for approval' });
    } else {
      store.addMessage(session, 'assistant', `Done: ${job.title}.`);
      updateJob(this.rt, job, { state: 'done', last_activity: 'Finished' });
    }
    session.running = false;
    session.status = 'idle';
    this.rt.hub.publish(job.account_id, { type: 'session.settled', session: sessionView(session) });
  }

  /** The caller's answer to an ambiguous job, taken as the chat agent's turn in its primary session. */
  async resume(job: JobRecord, session: SessionRecord, answer: string): Promise<void> {
    const { scheduler, dialect, store } = this.rt;
    const choice = pickChoice(answer);
    await scheduler.steps(1);
    updateJob(this.rt, job, {
      state: dialect.runningState,
      last_activity: `Resuming: deploying to ${choice}`,
    });
    await scheduler.steps(2);
    store.addMessage(session, 'assistant', `Thanks. Deployed to ${choice}; the job is done.`);
    updateJob(this.rt, job, { state: 'done', last_activity: 'Finished' });
  }
}

function pickChoice(answer: string): string {
  const number = /\b([1-3])\b/.exec(answer)?.[1];
  if (number) return CHOICES[Number(number) - 1] ?? 'Staging';
  return CHOICES.find((c) => answer.toLowerCase().includes(c.toLowerCase())) ?? 'Staging';
}
