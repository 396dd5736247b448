// Settings › Rules: the account's answer rules, each proven in shadow before it may act, with
// export and import as JSON. Rules act only while a tab of the app is open, which is said here.
import { useId, useState, type ChangeEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { saveBlob } from '@/lib/download';
import { PageSection } from '@/components/layout/page-section';
import { rulesFromJson, rulesToJson } from '@/domain/answers/rules-file';
import { useAnswerRuleActions, useAnswerRules } from '@/domain/answers/answer-rules-store';
import { RuleItem } from './rule-item';

const MAX_FILE_BYTES = 1_000_000;

export function RulesSection() {
  const rules = useAnswerRules();
  const { replaceAll } = useAnswerRuleActions();
  const [failure, setFailure] = useState<Error>();
  const [imported, setImported] = useState<number>();
  const importId = useId();

  const onImport = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setImported(undefined);
    try {
      if (file.size > MAX_FILE_BYTES) throw new Error('The file is larger than a rules file can be (1 MB).');
      const incoming = rulesFromJson(await file.text(), Date.now());
      // An imported rule replaces one of the same question; the others stay.
      const questions = new Set(incoming.map((rule) => rule.question));
      replaceAll([...rules.filter((rule) => !questions.has(rule.question)), ...incoming]);
      setFailure(undefined);
      setImported(incoming.length);
    } catch (error) {
      setFailure(error instanceof Error ? error : new Error('The file could not be read.'));
    }
  };

  return (
    <PageSection title="Rules">
      <p className="text-sm text-slate-700 dark:text-slate-200">
        A rule answers a question the way you did. It starts in shadow: it records what it would have answered
        beside what you answered, and may act only after 5 agreements and no disagreement. An acting rule’s
        answer is held like yours, with Undo. Rules act only while a tab of the app is open.
      </p>
      {rules.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-4 text-sm text-slate-700 dark:border-slate-600 dark:text-slate-200">
          No rules yet. While an answer is held, “Always answer this way…” makes one.
        </p>
      ) : (
        <ul aria-label="Answer rules" className="flex flex-col gap-2">
          {rules.map((rule) => (
            <RuleItem key={rule.id} rule={rule} />
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="secondary"
          disabled={rules.length === 0}
          onClick={() =>
            saveBlob(new Blob([rulesToJson(rules)], { type: 'application/json' }), 'answer-rules.json')
          }
        >
          Export rules
        </Button>
        <label
          htmlFor={importId}
          className="inline-flex cursor-pointer items-center rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium focus-within:ring-2 focus-within:ring-sky-600 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:hover:bg-slate-800"
        >
          Import rules
          <input
            id={importId}
            type="file"
            accept="application/json,.json"
            className="sr-only"
            onChange={(event) => void onImport(event)}
          />
        </label>
        {imported !== undefined ? (
          <p role="status" className="text-sm">
            {imported} {imported === 1 ? 'rule' : 'rules'} imported, in shadow.
          </p>
        ) : null}
      </div>
      {failure ? <ErrorAlert title="The rules were not imported." error={failure} /> : null}
    </PageSection>
  );
}
