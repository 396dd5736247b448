// The chat agent: one turn per user message, run in order per session. A session is `running`
// from the post until its last queued turn ends; each finished turn emits `session.settled`.
// A message to the primary chat of an ambiguous job is that job's answer, so the job agent takes the turn.
import { randomUUID } from 'node:crypto';
import type { ArtifactRecord, SessionRecord } from '../store/types.ts';
import { sessionView } from '../store/views.ts';
import { type AgentRuntime, hasTrigger, titleFrom } from './runtime.ts';
import {
  CODE_ARTIFACT,
  HTML_ARTIFACT,
  JSON_ARTIFACT,
  LONG_REPLY,
  MARKDOWN_REPLY,
  PNG_IMAGE_ARTIFACT,
  SVG_IMAGE_ARTIFACT,
  plainReply,
  reportRevision,
  type ArtifactFields,
} from './chat-scripts.ts';
import { CSV_ARTIFACT, PDF_ARTIFACT, TSV_ARTIFACT, largeCsv } from './table-scripts.ts';
import type { JobAgent } from './job-agent.ts';

/** The rows of the "ledger" CSV: the size the table viewer's budget is set at. */
const LEDGER_ROWS = 50_000;

export class ChatAgent {
  private readonly queues = new Map<string, { tail: Promise<void>; pending: number }>();

  constructor(
    private readonly rt: AgentRuntime,
    private readonly jobs: JobAgent,
  ) {}

  post(session: SessionRecord, text: string): void {
    this.rt.store.addMessage(session, 'user', text);
    if (session.title === 'New chat') session.title = titleFrom(text, 'New chat');
    session.running = true;
    session.status = 'running';
    const queue = this.queues.get(session.id) ?? { tail: Promise.resolve(), pending: 0 };
    queue.pending++;
    queue.tail = queue.tail.then(async () => {
      await this.turn(session, text);
      queue.pending--;
      this.settle(session, queue.pending === 0);
    });
    this.queues.set(session.id, queue);
  }

  /** Forget queued turns (their timers are cancelled by the scheduler). */
  reset(): void {
    this.queues.clear();
  }

  private async turn(session: SessionRecord, text: string): Promise<void> {
    const job = this.rt.store.jobByPrimarySession(session.id);
    if (job?.state === 'ambiguous') return this.jobs.resume(job, session, text);
    await this.rt.scheduler.steps(1);
    this.writeArtifacts(session, text);
    await this.rt.scheduler.steps(2);
    const parts = [
      hasTrigger(text, 'essay')
        ? LONG_REPLY
        : hasTrigger(text, 'markdown')
          ? MARKDOWN_REPLY
          : plainReply(text),
    ];
    this.rt.store.addMessage(session, 'assistant', parts.join('\n\n'));
  }

  /** A revision written into the chat, announced with an `artifact.created` frame. */
  private publish(session: SessionRecord, artifactId: string, fields: ArtifactFields): ArtifactRecord {
    const revision = this.rt.store.addArtifactRevision(session, artifactId, fields);
    this.rt.hub.publish(session.account_id, { type: 'artifact.created', artifact: revision });
    return revision;
  }

  /** The chat's "Report" in its next version, or a first one when it has none. */
  writeReport(session: SessionRecord): ArtifactRecord {
    const list = this.rt.store.artifacts.get(session.id) ?? [];
    const report = list.find((a) => a.title === 'Report');
    if (!report) return this.publish(session, randomUUID(), reportRevision(1));
    const next = list.filter((a) => a.artifact_id === report.artifact_id).length + 1;
    return this.publish(session, report.artifact_id, reportRevision(next));
  }

  private writeArtifacts(session: SessionRecord, text: string): void {
    const publish = (artifactId: string, fields: ArtifactFields) =>
      void this.publish(session, artifactId, fields);
    const hasReport = this.rt.store.artifacts.get(session.id)?.some((a) => a.title === 'Report');
    if (hasTrigger(text, 'artifact') || (hasReport && hasTrigger(text, 'revise'))) this.writeReport(session);
    if (hasTrigger(text, 'html')) publish(randomUUID(), HTML_ARTIFACT);
    if (hasTrigger(text, 'json')) publish(randomUUID(), JSON_ARTIFACT);
    if (hasTrigger(text, 'code')) publish(randomUUID(), CODE_ARTIFACT);
    if (hasTrigger(text, 'image')) {
      publish(randomUUID(), SVG_IMAGE_ARTIFACT);
      publish(randomUUID(), PNG_IMAGE_ARTIFACT);
    }
    if (hasTrigger(text, 'ledger')) publish(randomUUID(), largeCsv(LEDGER_ROWS));
    else if (hasTrigger(text, 'csv')) publish(randomUUID(), CSV_ARTIFACT);
    if (hasTrigger(text, 'tsv')) publish(randomUUID(), TSV_ARTIFACT);
    if (hasTrigger(text, 'pdf')) publish(randomUUID(), PDF_ARTIFACT);
  }

  private settle(session: SessionRecord, idle: boolean): void {
    if (idle) {
      session.running = false;
      session.status = 'idle';
    }
    this.rt.hub.publish(session.account_id, { type: 'session.settled', session: sessionView(session) });
  }
}
