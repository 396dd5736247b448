// In-memory state of the service. Lookups by account return undefined for another account's
// resource, so every caller answers 404 exactly as for a missing one.
import { randomUUID } from 'node:crypto';
import type { LoadedFixture } from '../fixtures/load-fixture.ts';
import type {
  Account,
  ApiKey,
  ArtifactRecord,
  FileRecord,
  JobRecord,
  MessageRecord,
  SessionRecord,
  WorkflowRecord,
} from './types.ts';
import { JobLists, type JobOrder } from './job-lists.ts';
import type { JobView } from './views.ts';

export const nowIso = (): string => new Date().toISOString();

export class Store {
  readonly accounts: Account[];
  private readonly keys = new Map<string, { account: Account; key: ApiKey }>();
  sessions = new Map<string, SessionRecord>();
  messages = new Map<string, MessageRecord[]>();
  artifacts = new Map<string, ArtifactRecord[]>();
  jobs = new Map<string, JobRecord>();
  files = new Map<string, FileRecord>();
  workflows = new Map<string, WorkflowRecord>();
  private readonly jobLists = new JobLists();

  constructor(private readonly fixture: LoadedFixture) {
    this.accounts = fixture.accounts;
    for (const account of fixture.accounts)
      for (const key of account.keys) this.keys.set(key.key, { account, key });
    this.reset();
  }

  /** Back to the fixture: no chats, jobs or files; workflows as loaded. */
  reset(): void {
    this.sessions = new Map();
    this.messages = new Map();
    this.artifacts = new Map();
    this.jobs = new Map();
    this.jobLists.clear();
    this.files = new Map();
    this.workflows = new Map(this.fixture.workflows.map((w) => [w.id, structuredClone(w)]));
  }

  findKey(key: string): { account: Account; key: ApiKey } | undefined {
    return this.keys.get(key);
  }

  account(id: string): Account | undefined {
    return this.accounts.find((a) => a.id === id);
  }

  session(accountId: string, id: string): SessionRecord | undefined {
    const s = this.sessions.get(id);
    return s?.account_id === accountId ? s : undefined;
  }

  job(accountId: string, id: string): JobRecord | undefined {
    const j = this.jobs.get(id);
    return j?.account_id === accountId ? j : undefined;
  }

  file(accountId: string, id: string): FileRecord | undefined {
    const f = this.files.get(id);
    return f?.account_id === accountId ? f : undefined;
  }

  /** The account's jobs as `GET /v1/jobs` lists them (newest created first, unless set otherwise). */
  jobList(accountId: string): readonly JobView[] {
    return this.jobLists.views(accountId);
  }

  /** A job's fields changed: the lists that hold it are built again when next read. */
  jobChanged(job: JobRecord): void {
    this.jobLists.changed(job);
  }

  setJobOrder(accountId: string, order: JobOrder): void {
    this.jobLists.setOrder(accountId, order);
  }

  jobByPrimarySession(sessionId: string): JobRecord | undefined {
    for (const j of this.jobs.values()) if (j.primary_session_id === sessionId) return j;
    return undefined;
  }

  createSession(account: Account, fields: Partial<SessionRecord> = {}): SessionRecord {
    const at = nowIso();
    const session: SessionRecord = {
      id: randomUUID(),
      account_id: account.id,
      agent_id: account.agent_id,
      created_at: at,
      updated_at: at,
      depth: 0,
      factcheck_enabled: false,
      overlay_id: null,
      parent_kind: null,
      parent_schedule_id: null,
      parent_session_id: null,
      parent_user_id: null,
      preamble: '',
      project_id: account.default_project_id,
      running: false,
      source_card_id: null,
      status: 'idle',
      title: 'New chat',
      ...fields,
    };
    this.sessions.set(session.id, session);
    this.messages.set(session.id, []);
    this.artifacts.set(session.id, []);
    return session;
  }

  addMessage(session: SessionRecord, role: MessageRecord['role'], text: string): MessageRecord {
    const message: MessageRecord = {
      id: randomUUID(),
      session_id: session.id,
      role,
      text,
      created_at: nowIso(),
    };
    this.messages.get(session.id)?.push(message);
    session.updated_at = message.created_at;
    return message;
  }

  addArtifactRevision(
    session: SessionRecord,
    artifactId: string,
    fields: Omit<ArtifactRecord, 'id' | 'artifact_id' | 'session_id' | 'version' | 'created_at'>,
  ): ArtifactRecord {
    const list = this.artifacts.get(session.id) ?? [];
    const version = list.filter((a) => a.artifact_id === artifactId).length + 1;
    const revision: ArtifactRecord = {
      id: randomUUID(),
      artifact_id: artifactId,
      session_id: session.id,
      version,
      created_at: nowIso(),
      ...fields,
    };
    list.push(revision);
    this.artifacts.set(session.id, list);
    return revision;
  }

  createJob(account: Account, session: SessionRecord, fields: Partial<JobRecord>): JobRecord {
    const at = nowIso();
    const job: JobRecord = {
      id: randomUUID(),
      account_id: account.id,
      agent_id: account.agent_id,
      project_id: session.project_id,
      primary_session_id: session.id,
      state: 'backlog',
      title: 'New job',
      description: '',
      failure_reason: null,
      last_activity: 'Queued',
      last_active_at: at,
      planning: true,
      created_at: at,
      updated_at: at,
      ...fields,
    };
    this.jobs.set(job.id, job);
    this.jobLists.added(job);
    return job;
  }
}
