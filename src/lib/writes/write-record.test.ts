import { describe, expect, it } from 'vitest';
import { compareMade, newWrite } from './write-record';

const made = (id: string, now: number, holdMs = 0) => ({
  ...newWrite({ id, account: 'a', batch: id, madeBy: 'tab', now, holdMs }),
  text: id,
});

describe('the order writes were made in', () => {
  it('holds in one millisecond, whatever their ids, and keeps each one’s time and hold', () => {
    const now = 1_800_000_000_000;
    const writes = [made('z', now), made('y', now), made('x', now, 5_000)];
    expect(
      [...writes]
        .reverse()
        .sort(compareMade)
        .map((write) => write.id),
    ).toEqual(['z', 'y', 'x']);
    expect(writes.map((write) => write.createdAt)).toEqual([now, now, now]);
    expect(writes[2]?.sendAt).toBe(now + 5_000);
  });

  it('goes by time first, and by id where two writes carry no count (stored by an older build)', () => {
    const later = made('a', 2_000);
    const earlier = made('b', 1_000);
    expect([later, earlier].sort(compareMade).map((write) => write.id)).toEqual(['b', 'a']);
    const old = (id: string) => ({ ...made(id, 3_000), seq: undefined });
    expect([old('d'), old('c')].sort(compareMade).map((write) => write.id)).toEqual(['c', 'd']);
  });
});
