// A property for parsers of text from the service: on inputs built from the characters that make
// regular expressions backtrack, the time per character stays bounded. The bound is loose (linear
// code takes well under a microsecond a character; a quadratic one takes seconds at this size),
// so a busy machine does not fail it, but a quadratic parser does.
import fc from 'fast-check';

/** Characters and pieces that make backtracking regular expressions blow up. */
const HOSTILE_PIECES = [
  '[',
  ']',
  '(',
  ')',
  '!',
  ' ',
  '\t',
  '\n',
  '\r',
  '\u2028',
  '.',
  '?',
  ':',
  '"',
  '“',
  '*',
  '_',
  '-',
  '/',
  '%2F',
  '%',
  '1. ',
  '1)',
  '**',
  'a',
  ' or ',
  '[1]',
];

/** A hostile text of about `size` characters: a random pattern repeated, then a random tail. */
function hostileText(size: number) {
  return fc
    .tuple(
      fc.array(fc.constantFrom(...HOSTILE_PIECES), { minLength: 1, maxLength: 4 }),
      fc.array(fc.constantFrom(...HOSTILE_PIECES), { maxLength: 4 }),
    )
    .map(([unit, tail]) => {
      const piece = unit.join('');
      return piece.repeat(Math.ceil(size / piece.length)).slice(0, size) + tail.join('');
    });
}

/** Nanoseconds a character that no linear parser here comes near, and every quadratic one passes. */
export const MAX_NS_PER_CHAR = 10_000;

/** Milliseconds `run` took on `input`. */
export function timeOf(run: (input: string) => unknown, input: string): number {
  const started = performance.now();
  run(input);
  return performance.now() - started;
}

/** Asserts, for many hostile inputs of `size` characters, that `run` stays within the bound. */
export function assertLinear(run: (input: string) => unknown, size = 50_000, numRuns = 40) {
  const budgetMs = 20 + (size * MAX_NS_PER_CHAR) / 1e6;
  fc.assert(
    fc.property(hostileText(size), (input) => timeOf(run, input) < budgetMs),
    { numRuns, endOnFailure: true },
  );
}
