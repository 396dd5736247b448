// Where each problem of the edit is shown: a range in the text, a row of the tree, and a line
// in the list under the editor (the one place a keyboard or screen-reader user reads them all).
import { formatPath, parseServicePath, pathKey, type JsonPath } from '@/domain/workflows/json-path';
import { rangeOf, type ParsedJson } from '@/domain/workflows/json-text';
import type { PatchProblem } from '@/domain/workflows/merge-patch';
import type { Conflict } from '@/domain/workflows/rebase';

export interface EditorProblem {
  /** Where it is, in words: "line 3, column 8" or "input.settings". */
  where: string;
  message: string;
  severity: 'error' | 'warning';
  from: number;
  to: number;
  path?: JsonPath;
}

export interface MarksInput {
  parsed: ParsedJson;
  problems: readonly PatchProblem[];
  refusedPath?: string;
  conflicts: readonly Conflict[];
}

export function editorProblems({ parsed, problems, refusedPath, conflicts }: MarksInput): EditorProblem[] {
  if (!parsed.ok) {
    return [
      {
        where: `line ${parsed.line}, column ${parsed.column}`,
        message: `Invalid JSON: ${parsed.message}`,
        severity: 'error',
        from: parsed.at,
        to: parsed.at + 1,
      },
    ];
  }
  const at = (path: JsonPath) => rangeOf(parsed.ranges, path) ?? { from: 0, to: 0 };
  const list: EditorProblem[] = [];
  if (parsed.value === null || typeof parsed.value !== 'object' || Array.isArray(parsed.value)) {
    list.push({
      where: 'input',
      message: 'The shared input must be a JSON object ({ … }).',
      severity: 'error',
      from: 0,
      to: 1,
    });
  }
  for (const problem of problems)
    list.push({
      where: formatPath(problem.path),
      message: problem.message,
      severity: 'error',
      path: problem.path,
      ...at(problem.path),
    });
  if (refusedPath) {
    const path = parseServicePath(refusedPath);
    list.push({
      where: refusedPath,
      message: 'The service refused this path: the workflow’s contract does not declare it.',
      severity: 'error',
      path,
      ...at(path),
    });
  }
  for (const conflict of conflicts) {
    list.push({
      where: formatPath(conflict.path),
      message: 'Changed elsewhere too: choose their value or keep yours.',
      severity: 'warning',
      path: conflict.path,
      ...at(conflict.path),
    });
  }
  return list;
}

export interface TreeMark {
  message: string;
  severity: 'error' | 'warning';
}

/** The tree's marks: one per path, an error outranking a warning. */
export function treeMarks(problems: readonly EditorProblem[]): Map<string, TreeMark> {
  const marks = new Map<string, TreeMark>();
  for (const problem of problems) {
    if (!problem.path) continue;
    const key = pathKey(problem.path);
    const earlier = marks.get(key);
    marks.set(key, {
      message: earlier ? `${earlier.message} ${problem.message}` : problem.message,
      severity: earlier?.severity === 'error' ? 'error' : problem.severity,
    });
  }
  return marks;
}
