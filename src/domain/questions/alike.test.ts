import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupAlike, questionKey } from './alike';

const ASKED =
  'Which environment should I deploy to?\n\n1. Production\n2. Staging\n3. Development\n\nReply with a number or a name.';

describe('questionKey', () => {
  it('sets aside spacing, numbering, case and the order of the choices', () => {
    const reordered =
      'Which   environment should I  deploy to?\n\n- Staging\n- Development\n- Production\n\nreply with a number or a name.';
    const lettered =
      'Which environment should I deploy to?\n\na) Development\nb) Production\nc) Staging\n\nReply with a number or a name.';
    expect(questionKey(reordered)).toBe(questionKey(ASKED));
    expect(questionKey(lettered)).toBe(questionKey(ASKED));
  });

  it('tells apart another question, or the same question with other choices', () => {
    expect(questionKey(ASKED.replace('deploy to', 'roll back to'))).not.toBe(questionKey(ASKED));
    expect(questionKey(ASKED.replace('3. Development', '3. Preview'))).not.toBe(questionKey(ASKED));
    expect(questionKey(ASKED.replace('\n3. Development', ''))).not.toBe(questionKey(ASKED));
  });

  it('tells apart questions whose lines begin with a choice but say different things', () => {
    const deploy = 'Yes or no: shall I deploy to production?\n\n1. Yes\n2. No';
    const drop = 'Yes or no: shall I delete the database?\n\n1. Yes\n2. No';
    expect(questionKey(deploy)).toBeDefined();
    expect(questionKey(drop)).not.toBe(questionKey(deploy));
    const down = ASKED.replace('\n\nReply', '\n\nProduction is down, so pick another.\nReply');
    expect(questionKey(down)).not.toBe(questionKey(ASKED));
    expect(questionKey(ASKED.replace('Reply', 'Staging is full. Reply'))).not.toBe(questionKey(ASKED));
  });

  it('keeps every word of a choice, beyond its label', () => {
    const described = 'Where to?\n\n1. Production — the live site\n2. Staging';
    expect(questionKey(described.replace('the live site', 'wipe the live site'))).not.toBe(
      questionKey(described),
    );
  });

  it('sets aside emphasis, not the characters a word is made of', () => {
    const plain = 'Shall I deploy to production?\n1. Yes\n2. No';
    expect(questionKey('Shall I **deploy** to _production_?\n1. Yes\n2. No')).toBe(questionKey(plain));
    expect(questionKey('Shall I `deploy` to production?\n1. Yes\n2. No')).toBe(questionKey(plain));
    const home = 'Shall I delete ~/data?\n1. Yes\n2. No';
    expect(questionKey(home)).not.toBe(questionKey(home.replace('~/data', '/data')));
    const snake = 'Shall I rename snake_case?\n1. Yes\n2. No';
    expect(questionKey(snake)).not.toBe(questionKey(snake.replace('snake_case', 'snakecase')));
  });

  it('tells apart questions whose choices are read from their sentence', () => {
    expect(questionKey('Shall I deploy to production?')).not.toBe(questionKey('Shall I drop the database?'));
    expect(questionKey('Deploy to production, staging or development?')).not.toBe(
      questionKey('Roll back production, staging or development?'),
    );
    expect(questionKey('Shall I  deploy to Production?')).toBe(questionKey('shall i deploy to production?'));
  });

  it('has no key for a question without choices', () => {
    expect(questionKey('Tell me what you think.')).toBeUndefined();
    expect(questionKey(undefined)).toBeUndefined();
  });
});

// Questions made of words, an optional choice list between lines of text, and the ways one
// question may be written: its spacing, its case, the list's numbering and the choices' order.
// Words are never list markers ("a." or "1)"), so no line of text turns into a list item.
const word = fc.tuple(
  fc.oneof(
    fc.stringMatching(/^[a-z][a-z0-9]{0,6}$/),
    fc.constantFrom('yes', 'no', 'or', 'shall', 'i', 'deploy', 'delete', 'production', 'staging'),
  ),
  fc.constantFrom('', '', '', ',', ':', '!'),
);
const line = fc.array(
  word.map(([w, end]) => w + end),
  { minLength: 1, maxLength: 6 },
);
// An item is a choice's words; each says something else (one label each, so the list is read).
const item = fc.array(fc.constantFrom('yes', 'no', 'production', 'staging', 'deploy', 'later', 'x1'), {
  minLength: 1,
  maxLength: 3,
});
const question = fc.record({
  // The text before the list is followed by a question mark, so the list is read as the choices.
  before: fc.array(line, { minLength: 1, maxLength: 3 }),
  items: fc.uniqueArray(item, { minLength: 2, maxLength: 6, selector: (words) => words.join(' ') }),
  // No question mark after the list: a yes/no question there would make the list not the choices.
  after: fc.array(line, { maxLength: 2 }),
});
interface Question {
  before: string[][];
  items: string[][];
  after: string[][];
}

const MARKERS: ((n: number) => string)[] = [
  (n) => `${n + 1}.`,
  (n) => `${n + 1})`,
  (n) => `${'abcdefghi'[n]})`,
  (n) => `${'abcdefghi'[n]}.`,
  (n) => `(${'abcdefghi'[n]})`,
  () => '-',
  () => '*',
  () => '+',
  () => '•',
];

/** One way of writing a question: each list is taken in turn, from its start again when it ends. */
interface Writing {
  order: number[];
  marker: (n: number) => string;
  spaces: string[];
  blank: boolean[];
  upper: boolean[];
}

const writing = (q: Question): fc.Arbitrary<Writing> =>
  fc.record({
    order: fc.shuffledSubarray(
      q.items.map((_, i) => i),
      { minLength: q.items.length, maxLength: q.items.length },
    ),
    marker: fc.constantFrom(...MARKERS),
    spaces: fc.array(fc.constantFrom(' ', '  ', '\t', ' \t '), { minLength: 1, maxLength: 8 }),
    blank: fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }),
    upper: fc.array(fc.boolean(), { minLength: 1, maxLength: 16 }),
  });

function write(q: Question, w: Writing): string {
  let turn = 0;
  const next = <T>(list: readonly T[]) => list[turn++ % list.length] as T;
  const words = (ws: readonly string[]) => next(w.spaces) + ws.join(next(w.spaces));
  const text = (lines: readonly string[][]) =>
    lines.map((ws) => words(ws) + (next(w.blank) ? '\n' : '')).join('\n');
  const list = w.order
    .map((index, n) => next(w.spaces) + w.marker(n) + next(w.spaces) + words(q.items[index] ?? []))
    .join(next(w.blank) ? '\n\n' : '\n');
  // The question mark stands alone, so a word taken out of the text never takes it along.
  const written = [text(q.before), ' ?', '', list, '', text(q.after)].join('\n');
  return [...written].map((char) => (next(w.upper) ? char.toUpperCase() : char)).join('');
}

describe('questionKey, as a property', () => {
  it('gives questions written differently (spacing, case, numbering, choice order) one key', () => {
    fc.assert(
      fc.property(
        question.chain((q) => fc.tuple(fc.constant(q), writing(q), writing(q))),
        ([q, one, other]) => {
          const key = questionKey(write(q, one));
          expect(key).toBeDefined();
          expect(questionKey(write(q, other))).toBe(key);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('never gives one key to questions that differ in a word', () => {
    // A word taken out, put in or changed, in the text before or after the list or in a choice.
    const change = fc.record({
      part: fc.constantFrom('before', 'items', 'after'),
      line: fc.nat(),
      at: fc.nat(),
      how: fc.constantFrom('remove', 'add', 'replace'),
      other: word.map(([w, end]) => w + end),
    });
    fc.assert(
      fc.property(
        question.chain((q) => fc.tuple(fc.constant(q), writing(q), writing(q), change)),
        ([q, one, other, { part, line, at, how, other: otherWord }]) => {
          const lines = q[part].map((ws) => [...ws]);
          const words = lines[line % Math.max(lines.length, 1)];
          if (!words) return; // no text after the list to change
          const i = at % (words.length + (how === 'add' ? 1 : 0));
          if (how === 'remove') words.splice(i, 1);
          else if (how === 'add') words.splice(i, 0, otherWord);
          else if (words[i] === otherWord) return;
          else words[i] = otherWord;
          const changed = { ...q, [part]: part === 'items' ? lines.filter((ws) => ws.length > 0) : lines };
          const key = questionKey(write(q, one));
          expect(key).toBeDefined();
          // Written in another way, too: only the word tells them apart.
          expect(questionKey(write(changed, other))).not.toBe(key);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('groupAlike', () => {
  it('groups two or more jobs by key, in the order given, and leaves a lone job out', () => {
    const groups = groupAlike([
      { jobId: 'a', key: 'k1' },
      { jobId: 'b', key: 'k2' },
      { jobId: 'c', key: 'k1' },
      { jobId: 'd', key: undefined },
      { jobId: 'e', key: 'k1' },
    ]);
    expect(groups.get('a')?.jobIds).toEqual(['a', 'c', 'e']);
    expect(groups.get('e')).toBe(groups.get('a'));
    expect(groups.has('b')).toBe(false);
    expect(groups.has('d')).toBe(false);
  });
});

describe('questionKey, kept per text', () => {
  it('gives each text its own key while more texts than it keeps pass through', () => {
    const text = (n: number) => ASKED.replace('deploy to', `deploy build ${n} to`);
    const first = Array.from({ length: 600 }, (_, n) => questionKey(text(n)));
    expect(new Set(first).size).toBe(600);
    // Asked again, the oldest (left out of the kept ones) and the newest give the same keys.
    expect(questionKey(text(0))).toBe(first[0]);
    expect(questionKey(text(599))).toBe(first[599]);
    expect(questionKey(text(0).replace('Which', 'which'))).toBe(first[0]);
    expect(first[0]).not.toBeUndefined();
  });
});
