import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  actOn,
  agreementText,
  MIN_AGREED,
  mayAct,
  newRule,
  recordAnswer,
  ruleAnswer,
  type AnswerRule,
} from './answer-rules';

const TEXT = 'Which environment should I deploy to?\n\n1. Production\n2. Staging';
const KEY = 'Q2-key';
const CHOICES = ['Production', 'Staging'];
const asked = { key: KEY, text: TEXT };

const agreeTimes = (rule: AnswerRule, n: number) =>
  Array.from({ length: n }).reduce<AnswerRule>(
    (r, _, i) => recordAnswer(r, asked, 'Staging', `job-${i}`, i),
    rule,
  );

const fresh = () => newRule('r1', KEY, TEXT, 'Staging', 0);

describe('answer rules', () => {
  it('cannot act before 5 agreements; may act after them, and then answers its question', () => {
    const four = actOn(agreeTimes(fresh(), MIN_AGREED - 1));
    expect(four.mode).toBe('shadow');
    expect(ruleAnswer(four, { ...asked, choices: CHOICES })).toBeUndefined();
    const five = actOn(agreeTimes(fresh(), MIN_AGREED));
    expect(five.mode).toBe('acting');
    expect(agreementText(five)).toBe('Agreed 5 of 5');
    expect(ruleAnswer(five, { ...asked, choices: CHOICES })).toBe('Staging');
  });

  it('does not count the answer it was made from, once; another answer to that job counts', () => {
    const made = newRule('r1', KEY, TEXT, 'Staging', 0, 'job-0');
    const landed = recordAnswer(made, asked, 'Staging', 'job-0', 1);
    expect(agreementText(landed)).toBe('Agreed 0 of 0');
    expect(agreementText(recordAnswer(landed, asked, 'Staging', 'job-0', 2))).toBe('Agreed 1 of 1');
    const undone = recordAnswer(made, asked, 'Production', 'job-0', 1);
    expect(agreementText(undone)).toBe('Agreed 0 of 1');
    expect(undone.mode).toBe('shadow');
    expect(undone.madeFrom).toBeUndefined();
    expect(agreementText(recordAnswer(undone, asked, 'Staging', 'job-0', 2))).toBe('Agreed 1 of 2');
  });

  it('goes back to shadow on a disagreement, and can never act again', () => {
    const acting = actOn(agreeTimes(fresh(), 6));
    const disagreed = recordAnswer(acting, asked, 'Production', 'job-x', 10);
    expect(disagreed.mode).toBe('shadow');
    expect(agreementText(disagreed)).toBe('Agreed 6 of 7');
    const more = actOn(agreeTimes(disagreed, 20));
    expect(more.mode).toBe('shadow');
    expect(ruleAnswer({ ...more, mode: 'acting' }, { ...asked, choices: CHOICES })).toBeUndefined();
  });

  it('does not answer a changed question text, nor another question, nor a choice no longer offered', () => {
    const acting = actOn(agreeTimes(fresh(), 5));
    const changed = TEXT.replace('deploy', '*deploy*');
    expect(ruleAnswer(acting, { key: KEY, text: changed, choices: CHOICES })).toBeUndefined();
    expect(ruleAnswer(acting, { key: 'other', text: TEXT, choices: CHOICES })).toBeUndefined();
    expect(ruleAnswer(acting, { ...asked, choices: ['Production'] })).toBeUndefined();
    // Answered by hand in the changed text: its record starts again, in shadow.
    const reset = recordAnswer(acting, { key: KEY, text: changed }, 'Staging', 'job-y', 20);
    expect(reset.mode).toBe('shadow');
    expect(agreementText(reset)).toBe('Agreed 1 of 1');
  });

  it('acts only when its record, read from its answers, holds at least 5 agreements and no disagreement (property)', () => {
    const move = fc.oneof(
      fc.record({
        kind: fc.constant('answer' as const),
        choice: fc.constantFrom('Staging', 'staging ', 'Production'),
        changed: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
      }),
      fc.record({ kind: fc.constant('act' as const) }),
      fc.record({ kind: fc.constant('pause' as const) }),
    );
    fc.assert(
      fc.property(fc.array(move, { maxLength: 60 }), (moves) => {
        let rule = fresh();
        // The answers since the text last changed: the record the rule must agree with.
        let since: boolean[] = [];
        let text = TEXT;
        moves.forEach((m, i) => {
          if (m.kind === 'act') rule = actOn(rule);
          else if (m.kind === 'pause') rule = { ...rule, mode: 'paused' };
          else {
            if (m.changed) {
              text = `${text} Really?`;
              since = [];
            }
            rule = recordAnswer(rule, { key: KEY, text }, m.choice, `job-${i}`, i);
            since.push(m.choice.trim().toLowerCase() === 'staging');
          }
          const proven = since.filter(Boolean).length >= MIN_AGREED && since.every(Boolean);
          const answer = ruleAnswer(rule, { key: KEY, text, choices: CHOICES });
          if (answer !== undefined) expect(proven).toBe(true);
          expect(mayAct(rule)).toBe(proven);
          expect(rule.total).toBe(since.length);
          if (!since.every(Boolean)) expect(rule.mode).not.toBe('acting');
        });
      }),
      { numRuns: 300 },
    );
  });
});
