// The index itself: MiniSearch (docs/decisions/041) over every document, with prefix matching and
// typo tolerance (one edit in words of 4+ letters, two in 8+), every word required. Results of one
// target (a chat's messages, an artifact's revisions) are one result, the best-scoring one.
import MiniSearch, { type SearchResult } from 'minisearch';
import { snippetOf } from './snippet';
import type { SearchAnswer, SearchCounts, SearchDoc, SearchHit, SearchKind } from './search-types';
import { chatName } from '@/domain/jobs/chat-name';
import { jobTitle } from '@/domain/jobs/job-title';

const FIELDS = ['title', 'text', 'meta'] as const;

function fuzziness(term: string): number | false {
  if (term.length >= 8) return 2;
  return term.length >= 4 ? 1 : false;
}

function sameDoc(a: SearchDoc, b: SearchDoc): boolean {
  return (
    a.title === b.title &&
    a.name === b.name &&
    a.text === b.text &&
    a.meta === b.meta &&
    a.badge === b.badge &&
    a.link === b.link
  );
}

const GROUP: Record<SearchKind, 'jobs' | 'chats' | 'artifacts'> = {
  job: 'jobs',
  chat: 'chats',
  artifact: 'artifacts',
};

/** Whether a matched term was found in `field` (terms are the service's words: never a bare key). */
function matchedIn(result: SearchResult, term: string, field: string): boolean {
  const fields: unknown = Object.hasOwn(result.match, term) ? result.match[term] : undefined;
  return Array.isArray(fields) && fields.includes(field);
}

export class SearchEngine {
  private readonly index = new MiniSearch<SearchDoc>({
    idField: 'key',
    fields: [...FIELDS],
    searchOptions: {
      boost: { title: 3, meta: 1.5 },
      prefix: true,
      fuzzy: fuzziness,
      combineWith: 'AND',
    },
  });
  private readonly docs = new Map<string, SearchDoc>();
  /** How many documents each target has, per kind: the counts of what is searched. */
  private readonly targets = new Map<SearchKind, Map<string, number>>([
    ['job', new Map()],
    ['chat', new Map()],
    ['artifact', new Map()],
  ]);

  /** Adds new documents and replaces changed ones; returns how many changed. */
  upsert(docs: readonly SearchDoc[]): number {
    let changed = 0;
    for (const doc of docs) {
      const held = this.docs.get(doc.key);
      if (held && sameDoc(held, doc)) continue;
      if (held) this.index.replace(doc);
      else {
        this.index.add(doc);
        const counts = this.targets.get(doc.kind);
        counts?.set(doc.target, (counts.get(doc.target) ?? 0) + 1);
      }
      this.docs.set(doc.key, doc);
      changed += 1;
    }
    return changed;
  }

  clear(): void {
    this.index.removeAll();
    this.docs.clear();
    for (const counts of this.targets.values()) counts.clear();
  }

  counts(): SearchCounts {
    return {
      jobs: this.targets.get('job')?.size ?? 0,
      chats: this.targets.get('chat')?.size ?? 0,
      artifacts: this.targets.get('artifact')?.size ?? 0,
    };
  }

  search(text: string, limit: number): SearchAnswer {
    const answer: SearchAnswer = {
      text,
      jobs: [],
      chats: [],
      artifacts: [],
      totals: { jobs: 0, chats: 0, artifacts: 0 },
      counts: this.counts(),
    };
    if (!text.trim()) return answer;
    const seen = new Set<string>();
    for (const result of this.index.search(text)) {
      const doc = this.docs.get(String(result.id));
      if (!doc) continue;
      const group = GROUP[doc.kind];
      const key = `${doc.kind}:${doc.target}`;
      if (seen.has(key)) continue;
      seen.add(key);
      answer.totals[group] += 1;
      if (answer[group].length < limit) answer[group].push(this.hitOf(doc, result));
    }
    return answer;
  }

  private chatNameOf(chatId: string): string | undefined {
    const chat = this.docs.get(`chat:${chatId}`);
    return chat?.title || chat?.name;
  }

  private hitOf(doc: SearchDoc, result: SearchResult): SearchHit {
    const textMatched = result.terms.filter((term) => matchedIn(result, term, 'text'));
    const chatTitle = doc.chatId === undefined ? undefined : this.chatNameOf(doc.chatId);
    const title = doc.kind === 'chat' ? chatName(doc.target, chatTitle) : doc.title;
    return {
      kind: doc.kind,
      target: doc.target,
      link: doc.link,
      title: doc.kind === 'job' ? jobTitle(title) : title || 'Untitled artifact',
      snippet: textMatched.length ? snippetOf(doc.text, textMatched) : '',
      meta: doc.badge,
      terms: result.terms,
    };
  }
}
