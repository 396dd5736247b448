// The lint rule of the layers fails on a deliberate crossing: fixtures linted with ESLint's Node
// API at paths inside the layers, with the repository's boundary blocks (scripts/eslint-boundaries.js).
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { boundaries } from './eslint-boundaries.js';

const eslint = new ESLint({
  overrideConfigFile: true,
  overrideConfig: [{ files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } }, ...boundaries],
});

/** The rules that fail on `code` as the file at `path`. */
async function failures(path: string, code: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(path) });
  return (result?.messages ?? []).map((message) => message.ruleId);
}

const INBOX = 'src/features/inbox/components/crossing.tsx';

describe('boundaries in the linter', () => {
  it("fails a feature that reaches into another's internals", async () => {
    expect(
      await failures(INBOX, "import { AnswerForm } from '@/features/answering/components/answer-form';\n"),
    ).toEqual(['no-restricted-imports']);
  });

  it('fails a feature that imports another feature whole, and passes its own files', async () => {
    expect(await failures(INBOX, "import { AnswerForm } from '@/features/answering';\n")).toEqual([
      'no-restricted-imports',
    ]);
    expect(
      await failures(INBOX, "import { useInboxKeys } from '@/features/inbox/hooks/use-inbox-keys';\n"),
    ).toEqual([]);
  });

  it.each([
    ['src/lib/crossing.ts', "import { NEEDS_INPUT } from '@/domain/jobs/job-states';\n"],
    [
      'src/domain/jobs/crossing.ts',
      "import { InboxScreen } from '@/features/inbox/components/inbox-screen';\n",
    ],
    ['src/components/layout/crossing.tsx', "import { AppWorkers } from '@/app/workers';\n"],
    ['src/config/crossing.ts', "import { parseTime } from '@/lib/time';\n"],
    [INBOX, "import { AppWorkers } from '@/app/workers';\n"],
  ])('fails %s importing a layer above it', async (path, code) => {
    expect(await failures(path, code)).toEqual(['no-restricted-imports']);
  });

  it('passes a layer importing one below it', async () => {
    expect(
      await failures('src/domain/jobs/crossing.ts', "import { parseTime } from '@/lib/time';\n"),
    ).toEqual([]);
  });
});
