import { describe, expect, it } from 'vitest';
import { assertLinear, growsLinearly } from './linear-time';

/** Compares every character with every later one: Θ(n²), the shape the check must catch. */
function quadratic(text: string): number {
  let same = 0;
  for (let i = 0; i < text.length; i += 1) {
    for (let j = i + 1; j < text.length; j += 1) if (text.charCodeAt(i) === text.charCodeAt(j)) same += 1;
  }
  return same;
}

/** One pass over the text. */
function linear(text: string): number {
  let sum = 0;
  for (let i = 0; i < text.length; i += 1) sum = (sum * 31 + text.charCodeAt(i)) | 0;
  return sum;
}

const run = (size: number) => 'ab['.repeat(size).slice(0, size);

describe('the linear-time check', () => {
  it('fails a quadratic function', () => {
    expect(growsLinearly(quadratic, run, { repetitions: 3 })).toBe(false);
    expect(() => assertLinear(quadratic, 1, { repetitions: 3 })).toThrow();
  }, 30_000);

  it('fails the quadratic indexOf loop that a per-character budget let through', () => {
    // Each position looks for a character that is not there: a full scan per position, but a
    // vectorised one, so at 50,000 characters it takes about 10 ms, far inside 10 µs a character.
    const scanning = (text: string) => {
      let found = 0;
      for (let i = 0; i < text.length; i += 1) if (text.indexOf('z', i) !== -1) found += 1;
      return found;
    };
    expect(growsLinearly(scanning, run, { maxSize: 64_000, repetitions: 3 })).toBe(false);
    expect(() => assertLinear(scanning, 1, { maxSize: 64_000, repetitions: 3 })).toThrow();
  }, 30_000);

  it('passes a linear function', () => {
    expect(growsLinearly(linear, run)).toBe(true);
    assertLinear(linear, 4);
  }, 30_000);
});
