// Compares any two revisions of a text artifact, line by line. Added and removed lines are told
// apart by colour and by a "+"/"−" sign and hidden words, so the diff reads without colour too.
import { useEffect, useState } from 'react';
import type { ArtifactRevision } from '@/lib/api/resources/artifact';
import { textOf } from '@/domain/artifacts/artifact-kind';
import { diffRevisionLines, type DiffLine } from '../lib/line-diff';
import { VersionSelect } from './version-select';

const LINE_STYLES: Record<DiffLine['kind'], string> = {
  added: 'bg-emerald-50 text-emerald-950 dark:bg-emerald-950 dark:text-emerald-100',
  removed: 'bg-rose-50 text-rose-950 dark:bg-rose-950 dark:text-rose-100',
  same: '',
};
const SIGNS: Record<DiffLine['kind'], string> = { added: '+', removed: '−', same: ' ' };
const SPOKEN: Record<DiffLine['kind'], string> = { added: 'added: ', removed: 'removed: ', same: '' };
/** Lines drawn at most: the rest of a very long diff is counted, not laid out. */
const SHOWN_LINES = 2_000;

function RevisionSelect(props: {
  label: string;
  value: number;
  count: number;
  onChange: (value: number) => void;
}) {
  return (
    <span className="flex items-center gap-1">
      <VersionSelect {...props} className="py-0.5 text-xs" />
    </span>
  );
}

export function RevisionDiff({
  title,
  revisions,
  initialTo,
}: {
  title: string;
  revisions: ArtifactRevision[];
  initialTo: number;
}) {
  // The shown revision against the one before it; the first against the second.
  const [to, setTo] = useState(initialTo > 1 ? initialTo : Math.min(2, revisions.length));
  const [from, setFrom] = useState(Math.max(1, (initialTo > 1 ? initialTo : 2) - 1));
  const [lines, setLines] = useState<DiffLine[] | 'too different'>();
  const before = revisions[from - 1];
  const after = revisions[to - 1];

  useEffect(() => {
    let cancelled = false;
    const a = before ? (textOf(before) ?? '') : '';
    const b = after ? (textOf(after) ?? '') : '';
    void diffRevisionLines(a, b).then((result) => {
      if (!cancelled) setLines(result ?? 'too different');
    });
    return () => {
      cancelled = true;
    };
  }, [before, after]);

  const list = Array.isArray(lines) ? lines : undefined;
  const changed = list?.filter((line) => line.kind !== 'same').length ?? 0;
  const status =
    lines === undefined
      ? 'Comparing…'
      : list
        ? `${changed} line${changed === 1 ? '' : 's'} changed`
        : 'Too different to compare line by line: use Download to compare them elsewhere.';
  return (
    <section
      aria-label={`Changes in ${title}`}
      className="mt-2 rounded-md border border-slate-200 dark:border-slate-700"
    >
      <div className="flex flex-wrap items-center gap-3 border-b border-slate-200 px-2 py-1.5 dark:border-slate-700">
        <RevisionSelect label="Compare" value={from} count={revisions.length} onChange={setFrom} />
        <RevisionSelect label="with" value={to} count={revisions.length} onChange={setTo} />
        <span className="text-xs text-slate-600 dark:text-slate-400">{status}</span>
      </div>
      {list ? (
        <pre tabIndex={0} className="max-h-80 overflow-auto py-1 font-mono text-[13px] leading-relaxed">
          {list.slice(0, SHOWN_LINES).map((line, index) => (
            <div key={index} className={`whitespace-pre-wrap break-all px-2 ${LINE_STYLES[line.kind]}`}>
              <span aria-hidden="true" className="select-none pr-2 text-slate-500">
                {SIGNS[line.kind]}
              </span>
              <span className="sr-only">{SPOKEN[line.kind]}</span>
              {line.text || ' '}
            </div>
          ))}
          {list.length > SHOWN_LINES ? (
            <div className="px-2 text-slate-600 italic dark:text-slate-400">
              {list.length - SHOWN_LINES} more lines not shown.
            </div>
          ) : null}
        </pre>
      ) : null}
    </section>
  );
}
