// Acting rules at work, while a tab of the app is open: each waiting job whose question is an
// acting rule's, word for word, is answered with the rule's choice through the write path, held
// for the person's hold (never less than a second, so Undo always has a moment), announced, and
// listed in "Answered by rules". A rule answers one question of a job once: after an Undo it waits
// for the person. An acting rule whose question comes in another text goes back to shadow.
// One tab of the account acts at a time (a Web Lock per account): two tabs reading the same job
// before either noted its act would otherwise both hold an answer for it.
import { useQueries } from '@tanstack/react-query';
import { useEffect } from 'react';
import { HOLD_SECONDS, useInboxPreferences } from '@/config/inbox-preferences';
import { useRuleActsStore } from '@/domain/jobs/rule-acts-store';
import { useWaitingJobs } from '@/domain/jobs/use-waiting-jobs';
import { announce } from '@/lib/announcer/announcer-store';
import { useOneTabLock } from '@/lib/one-tab-lock';
import { currentAccount } from '@/lib/storage/account-storage';
import { useSettingsStore } from '@/lib/storage/connection-settings';
import { sessionQueries } from '@/lib/api/queries/sessions';
import type { Job } from '@/lib/api/resources/job';
import type { Message } from '@/lib/api/resources/message';
import { holdAnswers } from '@/domain/jobs/writes/hold-answers';
import { questionKey } from '@/domain/questions/alike';
import { ruleAnswer, sameText } from '@/domain/answers/answer-rules';
import { useAnswerRules, useAnswerRulesStore } from '@/domain/answers/answer-rules-store';
import { extractChoices } from '@/domain/questions/choices';
import { latestAgentMessage } from '@/domain/questions/use-agent-question';
import { mayAnswerNow } from '@/domain/jobs/writes/use-answer-job';
import { jobTitle } from '@/domain/jobs/job-title';

/** A rule's hold: the person's, and never 0 s. */
const ruleHoldSeconds = () => {
  const seconds = useInboxPreferences.getState().holdSeconds;
  return seconds > 0 ? seconds : HOLD_SECONDS.initial;
};

function actOnJob(job: Job, asked: Message | undefined) {
  const text = asked?.text;
  const key = questionKey(text);
  if (!asked || text === undefined || key === undefined || !job.primarySessionId) return;
  const { rules, actions } = useAnswerRulesStore.getState();
  const { acts } = useRuleActsStore.getState();
  const rule = rules.find((candidate) => candidate.mode === 'acting' && candidate.question === key);
  if (!rule) return;
  if (!sameText(text, rule.questionText)) {
    actions.textChanged(rule.id, text);
    announce({ kind: 'say', text: 'A rule went back to shadow: its question changed' });
    return;
  }
  const choice = ruleAnswer(rule, { key, text, choices: extractChoices(text) });
  if (choice === undefined) return;
  if (acts.some((act) => act.jobId === job.id && act.asked === asked.id)) return;
  if (!mayAnswerNow(job)) return;
  const title = jobTitle(job.title);
  const batch = holdAnswers(
    [
      {
        jobId: job.id,
        chatId: job.primarySessionId,
        title,
        text: choice,
        asked: { id: asked.id, text },
        question: key,
      },
    ],
    ruleHoldSeconds(),
  );
  if (batch === undefined) return;
  useRuleActsStore.getState().actions.note({ ruleId: rule.id, batch, jobId: job.id, asked: asked.id });
  announce({ kind: 'say', text: `A rule answered “${title}” with ${choice}` });
}

/** The lock of the account's rule runner: the settings' revision says when the account changed. */
function useRunnerLockName(): string | undefined {
  useSettingsStore((s) => s.revision);
  const account = currentAccount();
  return account === undefined ? undefined : `agent-console:rule-runner:${account}`;
}

function useRuleRunner() {
  const leads = useOneTabLock(useRunnerLockName());
  // The whole list, not only whether one acts: a rule switched to act beside another that acts
  // already must meet the jobs waiting now, so every change of the rules runs the effect again.
  const anyActing = useAnswerRules().some((rule) => rule.mode === 'acting');
  const acting = leads && anyActing;
  const jobs = useWaitingJobs()?.jobs;
  const waiting = acting ? (jobs ?? []).filter((job) => job.primarySessionId !== undefined) : [];
  const questions = useQueries({
    queries: waiting.map((job) => ({
      ...sessionQueries.messages(job.primarySessionId ?? ''),
      select: latestAgentMessage,
    })),
  });
  useEffect(() => {
    waiting.forEach((job, index) => {
      const read = questions[index];
      if (read?.isSuccess) actOnJob(job, read.data);
    });
  });
}

/** Mounted beside the held answers' sender once the account has an acting rule. */
export function RuleRunner() {
  useRuleRunner();
  return null;
}
