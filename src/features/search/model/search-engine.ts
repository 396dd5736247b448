// The index itself (docs/decisions/041): every document's words in a TermIndex, matched by prefix
// and with typos forgiven, every word required. Results of one target (a chat's messages, an
// artifact's revisions) are one result, the best-scoring one. Only the shown results are turned
// into hits (title, snippet, matched words): a word found in 20,000 jobs makes 20 hits, not 20,000.
import { snippetOf } from './snippet';
import { TermIndex, wordsOf, type Expansion } from './term-index';
import type { SearchAnswer, SearchCounts, SearchDoc, SearchHit, SearchKind } from './search-types';
import { chatName } from '@/domain/jobs/chat-name';
import { jobTitle } from '@/domain/jobs/job-title';

function sameDoc(a: SearchDoc, b: SearchDoc): boolean {
  return (
    a.title === b.title &&
    a.name === b.name &&
    a.text === b.text &&
    a.meta === b.meta &&
    a.badge === b.badge &&
    a.link === b.link &&
    a.markdown === b.markdown
  );
}

const GROUP: Record<SearchKind, keyof SearchCounts> = {
  job: 'jobs',
  chat: 'chats',
  artifact: 'artifacts',
};

/** The words of `text` that are a form of every query word's expansions. */
function matchedWords(text: string, expansions: readonly Expansion[]): string[] {
  return wordsOf(text).filter((word) => expansions.some((forms) => forms.has(word)));
}

/** The snippet of a Markdown text without its marks (markdown-snippet.ts, loaded when needed). */
type MarkdownSnippet = (text: string, terms: readonly string[]) => string;

export class SearchEngine {
  /** Until it is handed in, a Markdown text's snippet shows its source. */
  private markdownSnippet: MarkdownSnippet = snippetOf;
  private readonly words = new TermIndex();
  private readonly docs = new Map<string, SearchDoc>();
  /** Each held document's number in the index, and back. */
  private readonly numbers = new Map<string, number>();
  private byNumber: (SearchDoc | undefined)[] = [];
  /** How many documents each target has, per kind: the counts of what is searched. */
  private readonly targets = new Map<SearchKind, Map<string, number>>([
    ['job', new Map()],
    ['chat', new Map()],
    ['artifact', new Map()],
  ]);

  /** From now on, Markdown texts' snippets are read with `snippet`. */
  readMarkdownWith(snippet: MarkdownSnippet) {
    this.markdownSnippet = snippet;
  }

  /** Adds new documents and replaces changed ones; returns how many changed. */
  upsert(docs: readonly SearchDoc[]): number {
    let changed = 0;
    for (const doc of docs) {
      const held = this.docs.get(doc.key);
      if (held && sameDoc(held, doc)) continue;
      const number = this.numbers.get(doc.key);
      if (number !== undefined) {
        this.words.remove(number);
        this.byNumber[number] = undefined;
      }
      if (held) this.count(held, -1);
      this.count(doc, 1);
      this.docs.set(doc.key, doc);
      this.index(doc);
      changed += 1;
    }
    // Replaced documents leave entries behind: past as many as there are live ones, start afresh.
    if (this.words.dead > Math.max(1_000, this.docs.size)) this.rebuild();
    return changed;
  }

  /**
   * What is searched, per kind and target. A document with no words of its own (a job's chat,
   * named by its job: found as the job) names hits but is not counted: "85 chats read on this
   * device" are chats with something of their own to find.
   */
  private count(doc: SearchDoc, by: 1 | -1) {
    if (doc.title === '' && doc.text === '' && doc.meta === '') return;
    const counts = this.targets.get(doc.kind);
    if (!counts) return;
    const next = (counts.get(doc.target) ?? 0) + by;
    if (next > 0) counts.set(doc.target, next);
    else counts.delete(doc.target);
  }

  private index(doc: SearchDoc) {
    const number = this.words.add([doc.title, doc.text, doc.meta]);
    this.numbers.set(doc.key, number);
    this.byNumber[number] = doc;
  }

  private rebuild() {
    this.words.clear();
    this.numbers.clear();
    this.byNumber = [];
    for (const doc of this.docs.values()) this.index(doc);
  }

  /** The chats' and artifacts' documents: what is kept on this device (jobs come back with the list). */
  kept(): SearchDoc[] {
    return [...this.docs.values()].filter((doc) => doc.kind !== 'job');
  }

  clear(): void {
    this.words.clear();
    this.docs.clear();
    this.numbers.clear();
    this.byNumber = [];
    for (const counts of this.targets.values()) counts.clear();
  }

  counts(): SearchCounts {
    return {
      jobs: this.targets.get('job')?.size ?? 0,
      chats: this.targets.get('chat')?.size ?? 0,
      artifacts: this.targets.get('artifact')?.size ?? 0,
    };
  }

  /** What matches `text`: per kind the best `limit` results (or as many as `limit` says per kind) and how many there were. */
  search(text: string, limit: number | SearchCounts): SearchAnswer {
    const limits = typeof limit === 'number' ? { jobs: limit, chats: limit, artifacts: limit } : limit;
    const answer: SearchAnswer = {
      text,
      jobs: [],
      chats: [],
      artifacts: [],
      totals: { jobs: 0, chats: 0, artifacts: 0 },
      counts: this.counts(),
    };
    if (!text.trim()) return answer;
    const { docs, scores, expansions } = this.words.match(text);
    // The best document of each target: a chat found by three messages is one result. Beside it,
    // the best one with a text: a chat found by its title shows the message that matched too.
    const best = new Map<string, number>();
    const worded = new Map<string, number>();
    const better = (held: number | undefined, at: number) =>
      held === undefined || (scores[held] ?? 0) < (scores[at] ?? 0);
    docs.forEach((number, at) => {
      const doc = this.byNumber[number];
      if (!doc) return;
      const key = `${doc.kind}:${doc.target}`;
      if (better(best.get(key), at)) best.set(key, at);
      if (doc.text !== '' && better(worded.get(key), at)) worded.set(key, at);
    });
    const ranked: Record<keyof SearchCounts, number[]> = { jobs: [], chats: [], artifacts: [] };
    for (const at of best.values()) {
      const doc = this.byNumber[docs[at] ?? -1];
      if (doc) ranked[GROUP[doc.kind]].push(at);
    }
    for (const group of ['jobs', 'chats', 'artifacts'] as const) {
      const found = ranked[group];
      answer.totals[group] = found.length;
      // Ties keep the index's order: earlier documents (the list's newest jobs) first.
      found.sort((a, b) => (scores[b] ?? 0) - (scores[a] ?? 0) || a - b);
      for (const at of found.slice(0, limits[group])) {
        const doc = this.byNumber[docs[at] ?? -1];
        if (!doc) continue;
        const words = doc.text === '' ? worded.get(`${doc.kind}:${doc.target}`) : undefined;
        const text = words === undefined ? undefined : this.byNumber[docs[words] ?? -1];
        answer[group].push(this.hitOf(doc, expansions, text));
      }
    }
    return answer;
  }

  private chatNameOf(chatId: string): string | undefined {
    const chat = this.docs.get(`chat:${chatId}`);
    return chat?.title || chat?.name;
  }

  /** The hit of `doc`, its snippet from `text` (another document of its target) when it has none. */
  private hitOf(doc: SearchDoc, expansions: readonly Expansion[], text: SearchDoc = doc): SearchHit {
    const textMatched = matchedWords(text.text, expansions);
    const chatTitle = doc.chatId === undefined ? undefined : this.chatNameOf(doc.chatId);
    const title = doc.kind === 'chat' ? chatName(doc.target, chatTitle) : doc.title;
    return {
      kind: doc.kind,
      target: doc.target,
      link: doc.link,
      title: doc.kind === 'job' ? jobTitle(title) : title || 'Untitled artifact',
      snippet: !textMatched.length
        ? ''
        : text.markdown
          ? this.markdownSnippet(text.text, textMatched)
          : snippetOf(text.text, textMatched),
      meta: doc.badge,
      terms: [
        ...new Set([
          ...matchedWords(doc.title, expansions),
          ...textMatched,
          ...matchedWords(doc.meta, expansions),
        ]),
      ],
    };
  }
}
