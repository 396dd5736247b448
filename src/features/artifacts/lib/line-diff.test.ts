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
    expect((await diffRevisionLines('x\n', 'x\n')).every((line) => line.kind === 'same')).toBe(true);
  });
});
