import type { EditorProblem } from '../lib/editor-marks';

/** Every problem of the edit in words, with where it is; the editor marks the same places. */
export function ProblemList({ id, problems }: { id: string; problems: readonly EditorProblem[] }) {
  return (
    // Not live: rewritten as the person types; the editor names it as its description.
    <div id={id}>
      {problems.length > 0 ? (
        <ul aria-label="Problems in the shared input" className="flex flex-col gap-1 text-sm">
          {problems.map((problem) => (
            <li
              key={`${problem.where}:${problem.message}`}
              className={
                problem.severity === 'error'
                  ? 'text-rose-800 dark:text-rose-200'
                  : 'text-amber-900 dark:text-amber-100'
              }
            >
              <span className="font-mono text-[13px] font-semibold">{problem.where}</span>: {problem.message}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
