// The words of every document and where they are (docs/decisions/041). MiniSearch's radix tree
// (SearchableMap) finds a query word's prefixes and typos; what each word points at is ours: one
// flat list of numbers per word, so a query word shared by 20,000 documents is a loop over 20,000
// numbers, not 20,000 scored result objects. All words must match (AND): the rarest word is read
// first and each next one only narrows its candidates; only survivors are scored.
import MiniSearch from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';

/** Fields and their weights, by position: title, text (a body), meta (a job's state). */
const FIELD_BOOSTS = [3, 1, 1.5] as const;
const FIELD_MASK = 3;
/** MiniSearch's own weights for a word reached by prefix or by typo, and BM25's k and b. */
const PREFIX_WEIGHT = 0.375;
const FUZZY_WEIGHT = 0.45;
const K = 1.2;
const B = 0.7;

const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];

/** A text's words as they are indexed and matched: lower case, each once. */
export function wordsOf(text: string): string[] {
  return [...new Set(tokenize(text).map((word) => word.toLowerCase()))].filter(Boolean);
}

/** One edit is forgiven in words of 4–7 letters, two in words of 8 or more (Typesense's defaults). */
function fuzziness(word: string): number {
  if (word.length >= 8) return 2;
  return word.length >= 4 ? 1 : 0;
}

/** A query word's forms found in the index, each with the weight of how it was reached. */
export type Expansion = Map<string, number>;

export interface Match {
  /** Document numbers that hold every query word, and their scores, side by side. */
  docs: number[];
  scores: number[];
  /** Each query word's forms: what highlighting looks for. */
  expansions: Expansion[];
}

export class TermIndex {
  /** Per word: `doc * 4 + field` for each field of each document that holds it, in doc order. */
  private postings = new SearchableMap<number[]>();
  private alive: boolean[] = [];
  /** Per doc, the number of words in each field (for BM25's length normalisation). */
  private lengths: number[] = [];
  private totalLength = [0, 0, 0];
  private live = 0;
  /** Per-query scratch, by document number: how many query words it has matched so far, and its score. */
  private hits = new Uint16Array(0);
  private score = new Float64Array(0);

  get size(): number {
    return this.alive.length;
  }

  get dead(): number {
    return this.alive.length - this.live;
  }

  /** Indexes fields (title, text, meta); returns the new document's number. */
  add(fields: readonly [string, string, string]): number {
    const doc = this.alive.length;
    this.alive.push(true);
    this.live += 1;
    fields.forEach((text, field) => {
      const words = wordsOf(text);
      this.lengths.push(words.length);
      this.totalLength[field] = (this.totalLength[field] ?? 0) + words.length;
      for (const word of words) {
        const list = this.postings.get(word);
        if (list) list.push(doc * 4 + field);
        else this.postings.set(word, [doc * 4 + field]);
      }
    });
    return doc;
  }

  /** Forgets a document: its entries are skipped until the owner rebuilds (see `dead`). */
  remove(doc: number): void {
    if (!this.alive[doc]) return;
    this.alive[doc] = false;
    this.live -= 1;
    for (let field = 0; field < 3; field += 1)
      this.totalLength[field] = (this.totalLength[field] ?? 0) - (this.lengths[doc * 3 + field] ?? 0);
  }

  clear(): void {
    this.postings = new SearchableMap<number[]>();
    this.alive = [];
    this.lengths = [];
    this.totalLength = [0, 0, 0];
    this.live = 0;
  }

  private expand(word: string): Expansion {
    const forms: Expansion = new Map();
    if (this.postings.has(word)) forms.set(word, 1);
    for (const [form] of this.postings.atPrefix(word))
      if (form !== word)
        forms.set(form, (PREFIX_WEIGHT * form.length) / (form.length + 0.3 * (form.length - word.length)));
    const edits = fuzziness(word);
    if (edits)
      for (const [form, [, distance]] of this.postings.fuzzyGet(word, edits))
        if (!forms.has(form)) forms.set(form, (FUZZY_WEIGHT * form.length) / (form.length + distance));
    return forms;
  }

  private reach(forms: Expansion): number {
    let count = 0;
    for (const form of forms.keys()) count += this.postings.get(form)?.length ?? 0;
    return count;
  }

  /** The documents holding every word of `text` (each as a word, a prefix or a typo), scored. */
  match(text: string): Match {
    const words = wordsOf(text);
    const expansions = words.map((word) => this.expand(word));
    const found: Match = { docs: [], scores: [], expansions };
    if (!words.length || expansions.some((forms) => forms.size === 0)) return found;
    if (this.hits.length < this.alive.length) {
      this.hits = new Uint16Array(this.alive.length * 2);
      this.score = new Float64Array(this.alive.length * 2);
    }
    const order = [...expansions].sort((a, b) => this.reach(a) - this.reach(b));
    const candidates: number[] = [];
    order.forEach((forms, round) => {
      for (const [form, weight] of forms) {
        const list = this.postings.get(form) ?? [];
        const idf = Math.log(1 + (this.live - list.length + 0.5) / (list.length + 0.5));
        for (const entry of list) {
          const doc = Math.floor(entry / 4);
          const seen = this.hits[doc] ?? 0;
          // A document joins in the first round only; later rounds keep those that matched all before.
          if (seen !== round && seen !== round + 1) continue;
          if (!this.alive[doc]) continue;
          if (round === 0 && seen === 0) candidates.push(doc);
          this.hits[doc] = round + 1;
          this.score[doc] = (this.score[doc] ?? 0) + weight * idf * this.fieldScore(doc, entry & FIELD_MASK);
        }
      }
    });
    for (const doc of candidates) {
      if (this.hits[doc] === order.length) {
        found.docs.push(doc);
        found.scores.push(this.score[doc] ?? 0);
      }
      this.hits[doc] = 0;
      this.score[doc] = 0;
    }
    return found;
  }

  private fieldScore(doc: number, field: number): number {
    const length = this.lengths[doc * 3 + field] ?? 0;
    const average = (this.totalLength[field] ?? 0) / Math.max(1, this.live) || 1;
    return ((FIELD_BOOSTS[field] ?? 1) * (K + 1)) / (1 + K * (1 - B + (B * length) / average));
  }
}
