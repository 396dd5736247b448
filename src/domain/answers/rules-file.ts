// Rules as JSON: a file, to move them to another device or account (what is exported, and what an
// imported file must hold), and what local storage hands back (parsed with the same schema: a
// stored rule is no more trusted than a file). An imported rule keeps its record (it was proven
// where it was made); an acting one comes in shadow, so nothing acts on this device before the
// person says so here. A stored rule whose record does not allow acting is read back in shadow.
import * as v from '@/lib/valibot';
import { newLocalId } from '@/lib/local-id';
import { mayAct, type AnswerRule } from './answer-rules';

const FORMAT = 'agent-console/answer-rules';
const MAX_TEXT = 20_000;

const text = v.pipe(v.string(), v.maxLength(MAX_TEXT));
const count = v.pipe(v.number(), v.integer(), v.minValue(0));

const ruleEntries = {
  question: text,
  questionText: text,
  choice: v.pipe(v.string(), v.minLength(1), v.maxLength(1_000)),
  agreed: count,
  total: count,
};
const ruleSchema = v.object(ruleEntries);

const storedRuleSchema = v.object({
  ...ruleEntries,
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  mode: v.picklist(['shadow', 'acting', 'paused']),
  records: v.pipe(
    v.array(
      v.object({
        jobId: v.string(),
        answered: text,
        agreed: v.boolean(),
        at: v.pipe(v.number(), v.finite()),
      }),
    ),
    v.maxLength(1_000),
  ),
  createdAt: v.pipe(v.number(), v.finite()),
  madeFrom: v.optional(v.pipe(v.string(), v.maxLength(1_000))),
});

const storedSchema = v.object({ rules: v.array(v.unknown()) });

const fileSchema = v.object({
  format: v.literal(FORMAT),
  version: v.literal(1),
  rules: v.pipe(v.array(ruleSchema), v.maxLength(100)),
});

export function rulesToJson(rules: readonly AnswerRule[]): string {
  const exported = rules.map(({ question, questionText, choice, agreed, total }) => ({
    question,
    questionText,
    choice,
    agreed,
    total,
  }));
  return JSON.stringify({ format: FORMAT, version: 1, rules: exported }, null, 2);
}

/** The rules a file holds, in shadow; throws an Error in words when it is not a rules file. */
export function rulesFromJson(json: string, now: number): AnswerRule[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new Error('The file is not JSON.');
  }
  const result = v.safeParse(fileSchema, parsed);
  if (!result.success) throw new Error('The file is not a rules file exported by Agent Console.');
  return result.output.rules.map((rule) => ({
    ...rule,
    id: newLocalId(),
    // A count that says more agreements than answers cannot be: it is taken as not proven.
    agreed: Math.min(rule.agreed, rule.total),
    mode: 'shadow' as const,
    records: [],
    createdAt: now,
  }));
}

/** The well-formed rules of what storage held; a malformed rule is left out, not the rest. */
export function rulesFromStorage(persisted: unknown): AnswerRule[] {
  const parsed = v.safeParse(storedSchema, persisted);
  if (!parsed.success) return [];
  return parsed.output.rules.flatMap((stored) => {
    const one = v.safeParse(storedRuleSchema, stored);
    if (!one.success) return [];
    const rule = { ...one.output, agreed: Math.min(one.output.agreed, one.output.total) };
    return [rule.mode === 'acting' && !mayAct(rule) ? { ...rule, mode: 'shadow' as const } : rule];
  });
}
