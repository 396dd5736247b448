// The demo account `npm start` opens on: a job waiting for an answer, one running, a failed one
// with its reason, a finished one with a report, a chat with an artifact in two revisions, and the
// fixture's workflows named for the app (the spec has no endpoint that lists workflows, so the
// host names them in /agent-console.json). Times are set in the recent past so the story reads
// naturally ("waiting for 12 minutes").
import type { AgentRuntime } from '../agents/runtime.ts';
import { AMBIGUOUS_QUESTION } from '../agents/job-agent.ts';
import { reportRevision } from '../agents/chat-scripts.ts';
import type { Account, JobRecord, SessionRecord } from '../store/types.ts';

export interface DemoCatalog {
  workflows: { id: string; name: string }[];
  chats: { id: string; title: string }[];
}

const MINUTE = 60_000;

export function seedDemo(rt: AgentRuntime, now = Date.now()): DemoCatalog {
  const { store, dialect } = rt;
  const account: Account | undefined = store.accounts[0];
  if (!account) return { workflows: [], chats: [] };
  const ago = (minutes: number) => new Date(now - minutes * MINUTE).toISOString();

  function chat(title: string, minutesAgo: number, parentKind: string | null): SessionRecord {
    const session = store.createSession(account!, { title, parent_kind: parentKind });
    session.created_at = ago(minutesAgo);
    return session;
  }
  function say(session: SessionRecord, role: 'user' | 'assistant', text: string, minutesAgo: number) {
    const message = store.addMessage(session, role, text);
    message.created_at = ago(minutesAgo);
    session.updated_at = message.created_at;
  }
  function job(
    message: string,
    minutesAgo: number,
    fields: Partial<JobRecord>,
    reply: string | undefined,
  ): { job: JobRecord; session: SessionRecord } {
    const session = chat(message, minutesAgo, 'job');
    say(session, 'user', message, minutesAgo);
    if (reply) say(session, 'assistant', reply, minutesAgo - 1);
    const record = store.createJob(account!, session, {
      title: message,
      description: message,
      planning: false,
      created_at: ago(minutesAgo),
      updated_at: ago(minutesAgo - 1),
      last_active_at: ago(minutesAgo - 1),
      ...fields,
    });
    return { job: record, session };
  }

  job(
    'Summarise last week’s support tickets',
    3,
    { state: dialect.runningState, last_activity: 'Reading 214 tickets' },
    undefined,
  ).session.running = true;
  job(
    'Import last quarter’s invoices',
    45,
    {
      state: 'failed',
      failure_reason: 'The billing export refused the connection: its access token expired on Friday.',
      last_activity: 'Failed',
    },
    'I could not finish this job: the billing export refused the connection (access token expired).',
  );
  const finished = job(
    'Write the Q3 launch report',
    90,
    { state: 'done', last_activity: 'Finished' },
    'Done: the report is attached as an artifact.',
  );
  const report = store.addArtifactRevision(finished.session, 'demo-launch-report', reportRevision(1));
  report.created_at = ago(89);
  job(
    'Deploy the new pricing page',
    12,
    { state: 'ambiguous', last_activity: 'Waiting for your answer' },
    AMBIGUOUS_QUESTION,
  );

  const notes = chat('Release notes draft', 30, null);
  say(notes, 'user', 'Draft the release notes as an artifact, please.', 30);
  store.addArtifactRevision(notes, 'demo-release-notes', reportRevision(1)).created_at = ago(29);
  say(notes, 'assistant', 'Here is a first draft of the release notes (see Artifacts).', 29);
  say(notes, 'user', 'Please revise it: tighter wording.', 20);
  store.addArtifactRevision(notes, 'demo-release-notes', reportRevision(2)).created_at = ago(19);
  say(notes, 'assistant', 'Revised: the artifact now has a second version.', 19);

  const workflows = [...store.workflows.values()].map((workflow) => {
    const title = workflow.input['title'];
    return {
      id: workflow.id,
      name: typeof title === 'string' ? title : `Workflow ${workflow.id.slice(0, 8)}`,
    };
  });
  return { workflows, chats: [{ id: notes.id, title: notes.title }] };
}
