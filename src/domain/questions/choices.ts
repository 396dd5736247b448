// Reads the choices an agent's question offers, so a person can answer with one click. Three
// shapes are understood, in this order: a numbered, lettered or bulleted list (the last one in the
// message, when the message asks something); an "A, B or C?" question; a yes/no question. Anything
// else offers no choices, and the free "Answer" box is the way to reply.

const MAX_CHOICES = 9;
const QUESTION_SIGNAL =
  /\?|\b(choose|pick|select|which|reply|respond|answer|let me know|prefer|option|decide|confirm)\b/i;
const YES_NO_START =
  /^(should|shall|can|could|would|will|do|does|did|is|are|was|were|have|has|may|might|must|ok|okay|want|proceed)\b/i;
// Every pattern here runs on text an agent wrote, so each is linear: no two quantifiers can take
// the same characters (`\s+` is followed by `\S`), and markdown links are scanned by hand.
const LIST_ITEM = /^\s*(?:(\d{1,2})[.)]|\(?([a-iA-I])\)|([a-iA-I])\.|[-*•+])\s+(\S.*)$/;
const INLINE_NUMBERED = /(?:^|\s)(\d)[.)]\s+/g;

/**
 * `[label](target)` and `![alt](src)` reduced to their label, in one pass. A regular expression
 * for this (`/!?\[([^\]]*)\]\([^)]*\)/`) is quadratic on a run of `[`: each one scans to the end.
 */
function unlink(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf('[', i);
    if (open === -1) break;
    const close = text.indexOf(']', open + 1);
    if (close === -1) break;
    // Every `[` before this `]` would end at it too: none of them starts a link unless `(` follows.
    if (text[close + 1] !== '(') {
      out += text.slice(i, close + 1);
      i = close + 1;
      continue;
    }
    const end = text.indexOf(')', close + 2);
    if (end === -1) break;
    const bang = open > i && text[open - 1] === '!' ? 1 : 0;
    out += text.slice(i, open - bang) + text.slice(open + 1, close);
    i = end + 1;
  }
  return out + text.slice(i);
}

/** Removes the characters of `set` from both ends (a regex `[…]+$` is quadratic on a long run). */
function trimChars(text: string, set: string, { start = true } = {}): string {
  let from = 0;
  let to = text.length;
  if (start) while (from < to && set.includes(text.charAt(from))) from += 1;
  while (to > from && set.includes(text.charAt(to - 1))) to -= 1;
  return text.slice(from, to);
}

/** Plain text of a markdown fragment: links, emphasis and code marks removed. */
function plain(text: string): string {
  return unlink(text)
    .replace(/[*_`~]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** "Production — the live site" → "Production"; "**Staging**: for tests" → "Staging". */
function labelOf(item: string): string {
  const bold = /^\s*(?:\*\*|__)(.+?)(?:\*\*|__)/.exec(item);
  let label = plain(bold?.[1] ?? item);
  const separated = /^(.{1,40}?)\s*(?:\s[—–-]\s|:\s)/.exec(label);
  if (separated?.[1]) label = separated[1];
  return trimChars(trimChars(label, `"'“”‘’`), '.,;:!?', { start: false }).trim();
}

function clean(choices: string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const choice of choices) {
    const key = choice.toLowerCase();
    if (choice === '' || choice.length > 80 || seen.has(key)) continue;
    seen.add(key);
    result.push(choice);
  }
  return result.slice(0, MAX_CHOICES);
}

/** The last run of two or more consecutive list items, and the lines it starts and ends on. */
function listChoices(text: string): { choices: string[]; startLine: number; endLine: number } {
  let best: string[] = [];
  let bestStart = -1;
  let bestEnd = -1;
  let run: string[] = [];
  let runStart = -1;
  const lines = text.split('\n');
  lines.forEach((line, index) => {
    const match = LIST_ITEM.exec(line);
    if (match?.[4]) {
      if (run.length === 0) runStart = index;
      run.push(labelOf(match[4]));
      if (run.length >= 2) {
        best = run;
        bestStart = runStart;
        bestEnd = index;
      }
      return;
    }
    if (line.trim() !== '') run = []; // a blank line between items keeps the list going
  });
  return { choices: best, startLine: bestStart, endLine: bestEnd };
}

/** Whether the message ends with a yes/no question asked after its list (a report, then "Shall I…?"). */
function yesNoAfter(text: string, endLine: number): boolean {
  const after = text
    .split('\n')
    .slice(endLine + 1)
    .join('\n');
  const question = lastQuestion(after);
  return question !== undefined && YES_NO_START.test(question) && !/ or /i.test(question);
}

/** "1. Production 2. Staging 3. Development" written on one line. */
function inlineNumberedChoices(text: string): string[] {
  for (const line of text.split('\n')) {
    const marks = [...line.matchAll(INLINE_NUMBERED)];
    if (marks.length < 2 || !marks.every((mark, i) => mark[1] === String(i + 1))) continue;
    return marks.map((mark, i) => {
      const start = (mark.index ?? 0) + mark[0].length;
      const end = marks[i + 1]?.index ?? line.length;
      return labelOf(line.slice(start, end));
    });
  }
  return [];
}

function lastQuestion(text: string): string | undefined {
  const sentences = text.split(/(?<=[.?!:])\s+|\n+/).map(plain);
  return sentences.filter((sentence) => sentence.endsWith('?')).at(-1);
}

/** "Should I use PostgreSQL, MySQL, or SQLite?" → PostgreSQL, MySQL, SQLite. */
function orChoices(question: string): string[] | 'open' {
  const body = question.replace(/\?$/, '');
  const orAt = body.toLowerCase().lastIndexOf(' or ');
  if (orAt === -1) return [];
  const right = body.slice(orAt + 4).trim();
  if (/^(not|no)$/i.test(right)) return [];
  if (/^(something else|anything else|neither|other|another one|else)$/i.test(right)) return 'open';
  let left = body.slice(0, orAt);
  const colon = left.lastIndexOf(':');
  if (colon !== -1) left = left.slice(colon + 1);
  const parts = left
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const first = parts.shift();
  if (first === undefined) return [];
  const width = right.split(/\s+/).length;
  const leadIn = colon !== -1 ? first : first.split(/\s+/).slice(-width).join(' ');
  const choices = [leadIn, ...parts, right].map(labelOf);
  return choices.length >= 2 && choices.every((choice) => choice.split(/\s+/).length <= 6) ? choices : [];
}

/** The choices, when they were read from a list, and the list's lines (inclusive). */
function choiceList(text: string): { choices: string[]; startLine: number; endLine: number } | undefined {
  if (!QUESTION_SIGNAL.test(text)) return undefined;
  const list = listChoices(text);
  const choices = clean(list.choices);
  return choices.length >= 2 && !yesNoAfter(text, list.endLine) ? { ...list, choices } : undefined;
}

/**
 * The question split around the list its choices were read from: the lines before it, each of
 * its items' text (the marker taken off, every word kept) and the lines after it; undefined when
 * the choices were not read from a list.
 */
export function splitAtChoiceList(
  text: string,
): { before: string[]; items: string[]; after: string[] } | undefined {
  const list = choiceList(text);
  if (!list) return undefined;
  const lines = text.split('\n');
  const items: string[] = [];
  for (const line of lines.slice(list.startLine, list.endLine + 1)) {
    const item = LIST_ITEM.exec(line)?.[4];
    if (item !== undefined) items.push(item); // the list's other lines are blank
  }
  return { before: lines.slice(0, list.startLine), items, after: lines.slice(list.endLine + 1) };
}

/**
 * The question without the list its choices were read from: where the choices are buttons, the
 * numbered list would show them twice. Any other text is returned as it was.
 */
export function withoutChoiceList(text: string): string {
  const list = choiceList(text);
  if (!list) return text;
  const lines = text.split('\n');
  return [...lines.slice(0, list.startLine), ...lines.slice(list.endLine + 1)]
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The question as every view shows it: without its numbered list wherever its choices are buttons. */
export function questionBesideChoices(text: string, choices: readonly string[]): string {
  return choices.length > 0 ? withoutChoiceList(text) : text;
}

export function extractChoices(text: string | undefined): string[] {
  if (!text) return [];
  const asks = QUESTION_SIGNAL.test(text);
  if (asks) {
    const listed = choiceList(text);
    if (listed) return listed.choices;
    const inline = clean(inlineNumberedChoices(text));
    if (inline.length >= 2) return inline;
  }
  const question = lastQuestion(text);
  if (!question) return [];
  const alternatives = orChoices(question);
  if (alternatives === 'open') return [];
  const cleaned = clean(alternatives);
  if (cleaned.length >= 2) return cleaned;
  if (/\bor not$/i.test(question.replace(/\?$/, '')) || YES_NO_START.test(question)) return ['Yes', 'No'];
  return [];
}
