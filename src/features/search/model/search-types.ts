// What the search index holds and answers, shared by the page and the worker. Every string here
// may come from the service: it is shown as text, and never used as an object's key.

export type SearchKind = 'job' | 'chat' | 'artifact';

/** One indexed thing: a job, a chat's title, one message of a chat, or one artifact revision. */
export interface SearchDoc {
  /** Unique across the index: `job:ID`, `chat:ID`, `message:CHAT:ID`, `artifact:CHAT:ARTIFACT:REV`. */
  key: string;
  kind: SearchKind;
  /** What a result stands for: hits with one target are one result (a chat's messages, an artifact's revisions). */
  target: string;
  /** Where the result opens (a path of this app). */
  link: string;
  title: string;
  /** The searchable body: a job's description, last activity and failure reason; a message; an artifact's text. */
  text: string;
  /** Words found but not shown as a snippet: a job's state, in words and as the service names it. */
  meta: string;
  /** Shown beside the title: a job's state in words. */
  badge: string;
  /** The chat a message or an artifact belongs to, for the chat's title. */
  chatId?: string;
  /** A chat's name that is shown but not searched: a job's chat named by its job, found as the job. */
  name?: string;
  /** The text is Markdown (a message, a Markdown artifact): its snippet shows it without its marks. */
  markdown?: boolean;
}

/** A chat as the app names it; `byJob`: by its job's title (the chat has none of its own). */
export interface ChatName {
  id: string;
  title: string;
  byJob?: boolean;
}

export interface SearchHit {
  kind: SearchKind;
  target: string;
  link: string;
  title: string;
  /** A short window of the text around the first match; empty when only the title or meta matched. */
  snippet: string;
  /** A job's state in words, or empty. */
  meta: string;
  /** The words of the document that matched, to highlight (lower case). */
  terms: string[];
}

export interface SearchCounts {
  jobs: number;
  chats: number;
  artifacts: number;
}

export interface SearchAnswer {
  text: string;
  jobs: SearchHit[];
  chats: SearchHit[];
  artifacts: SearchHit[];
  /** How many results of each kind there were, before the shown ones were cut. */
  totals: SearchCounts;
  /** What the index holds. */
  counts: SearchCounts;
}

export type ToWorker =
  | { type: 'upsert'; docs: SearchDoc[] }
  | { type: 'clear' }
  /** Keep the chats and artifacts for this account across reloads, or (undefined) keep nothing. */
  | { type: 'keep'; account: string | undefined }
  /** Delete what was kept for this account ("Remember on this device" unticked). */
  | { type: 'forget'; account: string }
  | { type: 'query'; seq: number; text: string; limits: SearchCounts };

export type FromWorker =
  | { type: 'answer'; seq: number; answer: SearchAnswer }
  | { type: 'counts'; counts: SearchCounts }
  | { type: 'failed'; message: string };
