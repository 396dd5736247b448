// Answer rules: "when a job asks this question, answer this choice". A rule is proven in shadow
// first: each answer the person gives to its question is recorded beside what the rule would have
// answered (but the answer it was made from, which is its choice, not evidence for it). It may act only after MIN_AGREED agreements and no disagreement, on the very question
// text it was proven on; a disagreement or a changed text sends it back to shadow for good (its
// record starts again only on a changed text; after a disagreement the person makes a new rule).

/** Agreements a rule needs, and no disagreement, before it may act. */
export const MIN_AGREED = 5;
/** The newest shadow records a rule keeps (its counts are kept whole). */
const KEPT_RECORDS = 50;

type RuleMode = 'shadow' | 'acting' | 'paused';

interface ShadowRecord {
  jobId: string;
  /** What the person answered. */
  answered: string;
  agreed: boolean;
  at: number;
}

export interface AnswerRule {
  id: string;
  /** The question's alike key (domain/questions/alike.ts). */
  question: string;
  /** The question's text as it was asked when the rule was made: shown, and compared before acting. */
  questionText: string;
  choice: string;
  mode: RuleMode;
  agreed: number;
  total: number;
  records: ShadowRecord[];
  createdAt: number;
  /**
   * The job whose held answer the rule was made from. That answer, when it lands, is the rule's
   * own choice, not evidence for it: it is not recorded.
   */
  madeFrom?: string;
}

/** Whitespace aside, the text a rule was proven on. */
export const sameText = (a: string, b: string) =>
  a.replace(/\s+/g, ' ').trim() === b.replace(/\s+/g, ' ').trim();

/** The same choice, case and spacing at its ends aside. */
export const sameChoice = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function newRule(
  id: string,
  question: string,
  questionText: string,
  choice: string,
  at: number,
  madeFrom?: string,
): AnswerRule {
  return {
    id,
    question,
    questionText,
    choice,
    mode: 'shadow',
    agreed: 0,
    total: 0,
    records: [],
    createdAt: at,
    ...(madeFrom === undefined ? {} : { madeFrom }),
  };
}

/** Whether the person may switch the rule to act: enough agreements, none against. */
export const mayAct = (rule: AnswerRule) => rule.agreed >= MIN_AGREED && rule.agreed === rule.total;

/** The rule switched to act, if its record allows it (else unchanged). */
export const actOn = (rule: AnswerRule): AnswerRule => (mayAct(rule) ? { ...rule, mode: 'acting' } : rule);

/**
 * The rule after the person answered its question by hand with `answered`. Another question (key)
 * leaves it as it was; the same key asked in another text starts its record again, in shadow.
 */
export function recordAnswer(
  rule: AnswerRule,
  question: { key: string; text: string | undefined },
  answered: string,
  jobId: string,
  at: number,
): AnswerRule {
  if (question.key !== rule.question) return rule;
  // The first answer to land from the job the rule was made from: the rule's own choice is not
  // counted, another one (the held answer was undone and changed) is.
  const made = jobId === rule.madeFrom;
  const { madeFrom: _made, ...unmarked } = rule;
  if (made && sameChoice(answered, rule.choice)) return unmarked;
  const from = made ? unmarked : rule;
  const base = question.text === undefined ? from : withChangedText(from, question.text);
  const agreed = sameChoice(answered, rule.choice);
  const records = [...base.records, { jobId, answered, agreed, at }].slice(-KEPT_RECORDS);
  return {
    ...base,
    records,
    agreed: base.agreed + (agreed ? 1 : 0),
    total: base.total + 1,
    mode: agreed ? base.mode : base.mode === 'paused' ? 'paused' : 'shadow',
  };
}

/**
 * The choice the rule answers a job asking `question` with, if it acts on it now: acting, proven,
 * same key, same text, and the choice still offered.
 */
export function ruleAnswer(
  rule: AnswerRule,
  question: { key: string | undefined; text: string | undefined; choices: readonly string[] },
): string | undefined {
  if (rule.mode !== 'acting' || !mayAct(rule)) return undefined;
  if (question.key !== rule.question || question.text === undefined) return undefined;
  if (!sameText(question.text, rule.questionText)) return undefined;
  return question.choices.find((choice) => sameChoice(choice, rule.choice));
}

/** A rule an acting rule's question no longer matches word for word: back to shadow, record anew. */
export function withChangedText(rule: AnswerRule, text: string): AnswerRule {
  if (sameText(text, rule.questionText)) return rule;
  return { ...rule, questionText: text, agreed: 0, total: 0, records: [], mode: 'shadow' };
}

/** Whether a rule already answers `question` (an alike key) with exactly `choice`. */
export const hasRuleFor = (rules: readonly AnswerRule[], question: string, choice: string) =>
  rules.some((rule) => rule.question === question && rule.choice === choice);

/** "Agreed N of M". */
export const agreementText = (rule: AnswerRule) => `Agreed ${rule.agreed} of ${rule.total}`;
