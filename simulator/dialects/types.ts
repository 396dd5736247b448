import type { HttpError } from '../http/errors.ts';
import type { MessageRecord } from '../store/types.ts';
import type { ArtifactView, CardRunView, JobView, SessionView } from '../store/views.ts';

export type Dialect = 'flat' | 'envelope' | 'named' | 'paged';
export const DIALECTS: readonly Dialect[] = ['flat', 'envelope', 'named', 'paged'];

type ListKind = 'jobs' | 'messages' | 'artifacts';

export interface ListRequest {
  kind: ListKind;
  /** The request path without query, used to build `next` links. */
  path: string;
  query: URLSearchParams;
}

/** Domain events with the full resource; each dialect decides how much of it a frame carries. */
export type ServiceEvent =
  | { type: 'job.state_changed'; job: JobView }
  | { type: 'session.settled'; session: SessionView }
  | { type: 'artifact.created'; artifact: ArtifactView }
  | { type: 'kanban.card_run.settled'; card_run: CardRunView };

export interface DialectShapes {
  readonly name: Dialect;
  /** The name of the job state between backlog and the end states. */
  readonly runningState: string;
  /** Shapes one page of a list; throws HttpError 400 on a malformed cursor or page. */
  list(items: readonly unknown[], req: ListRequest): unknown;
  /** Headers that go with a page (a `Link` header, say); none when absent. */
  listHeaders?(items: readonly unknown[], req: ListRequest): Record<string, string>;
  message(m: MessageRecord): unknown;
  /** The complete SSE frame text, ending in a blank line. */
  frame(event: ServiceEvent): string;
  /** A control endpoint's raw frame, framed the dialect's way. */
  rawFrame(frame: Record<string, unknown>): string;
  errorBody(err: HttpError): unknown;
  /** The media type of error bodies, when not `application/json`. */
  readonly errorContentType?: string;
}

export const PAGE_SIZE = 20;
