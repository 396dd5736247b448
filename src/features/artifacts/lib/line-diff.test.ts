import { describe, expect, it } from 'vitest';
import { diffRevisionLines } from './line-diff';

describe('diffRevisionLines', () => {
  it('marks removed, added and unchanged lines', async () => {
    expect(await diffRevisionLines('a\nb\nc\n', 'a\nB\nc\nd\n')).toEqual([
      { kind: 'same', text: 'a' },
      { kind: 'removed', text: 'b' },
      { kind: 'added', text: 'B' },
      { kind: 'same', text: 'c' },
      { kind: 'added', text: 'd' },
    ]);
  });

  it('finds nothing changed in equal texts', async () => {
    expect((await diffRevisionLines('x\n', 'x\n'))?.every((line) => line.kind === 'same')).toBe(true);
  });
});

describe('two large revisions that share little', () => {
  it('give up past the edit limit instead of holding the page', async () => {
    const lines = (prefix: string) => Array.from({ length: 50_000 }, (_, i) => `${prefix} ${i}`).join('\n');
    expect(await diffRevisionLines(lines('old'), lines('new'), 200)).toBeUndefined();
  });

  it('still compare line by line when only a few lines changed', async () => {
    const before = Array.from({ length: 50_000 }, (_, i) => `line ${i}`);
    const after = before.map((line, i) => (i === 25_000 ? 'changed' : line));
    const diff = await diffRevisionLines(before.join('\n'), after.join('\n'), 200);
    expect(diff?.filter((line) => line.kind !== 'same')).toEqual([
      { kind: 'removed', text: 'line 25000' },
      { kind: 'added', text: 'changed' },
    ]);
  });
});
