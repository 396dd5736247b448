// One answer rule as Settings lists it: its question, its choice, its mode ("Shadow" or "Acting"),
// its record ("Agreed N of M"), and Act, Pause and Delete. Act is offered only once the record
// allows it, and says why not before.
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { firstLine } from '@/domain/jobs/card-text';
import { agreementText, mayAct, MIN_AGREED, type AnswerRule } from '@/domain/answers/answer-rules';
import { useAnswerRuleActions } from '@/domain/answers/answer-rules-store';

function modeText(rule: AnswerRule) {
  if (rule.mode === 'acting') return 'Acting';
  return rule.mode === 'paused' ? 'Shadow (paused)' : 'Shadow';
}

function whyNotYet(rule: AnswerRule): string | undefined {
  if (rule.agreed < rule.total) return 'It disagreed with you: make a new rule to try again.';
  if (rule.agreed < MIN_AGREED) return `It acts after ${MIN_AGREED} agreements and no disagreement.`;
  return undefined;
}

export function RuleItem({ rule }: { rule: AnswerRule }) {
  const { act, pause, remove } = useAnswerRuleActions();
  const hintId = useId();
  const hint = rule.mode === 'acting' ? undefined : whyNotYet(rule);
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-slate-200 p-3 dark:border-slate-700">
      <p className="text-sm break-words">
        <span className="text-slate-600 dark:text-slate-300">When a job asks </span>“
        {firstLine(rule.questionText) ?? rule.questionText}”
        <span className="text-slate-600 dark:text-slate-300"> answer </span>
        <strong>{rule.choice}</strong>
      </p>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
        <span
          className={`rounded px-1.5 font-semibold ${
            rule.mode === 'acting'
              ? 'bg-emerald-100 text-emerald-950 dark:bg-emerald-900 dark:text-emerald-50'
              : 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100'
          }`}
        >
          {modeText(rule)}
        </span>
        <span>{agreementText(rule)}</span>
        <span className="ml-auto flex flex-wrap gap-2">
          {rule.mode === 'acting' ? (
            <Button variant="secondary" onClick={() => pause(rule.id)}>
              Pause
            </Button>
          ) : (
            <Button
              variant="secondary"
              disabled={!mayAct(rule)}
              aria-describedby={hint ? hintId : undefined}
              onClick={() => act(rule.id)}
            >
              Act
            </Button>
          )}
          <Button variant="ghost" onClick={() => remove(rule.id)}>
            Delete
          </Button>
        </span>
      </div>
      {hint ? (
        <p id={hintId} className="text-xs text-slate-600 dark:text-slate-300">
          {hint}
        </p>
      ) : null}
    </li>
  );
}
