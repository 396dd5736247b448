// Docs a test keeps true: every file or folder of this repository that the README, docs/ and the
// decision records name exists (a path in backticks, or a link), every `npm run` script they name
// is in package.json, and every route the README's table lists is one the router serves.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve('.');
const TOP = ['src', 'e2e', 'scripts', 'simulator', 'bench', 'docs', 'public', '.ci'];

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return markdownFiles(path);
    return name.endsWith('.md') ? [path] : [];
  });
}

const DOCS = [resolve('README.md'), ...markdownFiles(resolve('docs'))];

/** Paths named in backticks (`src/lib/writes/engine.ts`, `src/lib/writes/`), line numbers dropped. */
function namedPaths(text: string): string[] {
  return [...text.matchAll(/`([^`\s]+)`/g)]
    .map((match) => (match[1] ?? '').replace(/:\d+(-\d+)?$/, '').replace(/[),.;]+$/, ''))
    .filter((token) => TOP.some((top) => token.startsWith(`${top}/`)) && !/[*{}<>$]|\.\.\./.test(token));
}

/** Relative links ([text](docs/decisions/037-….md)) outside code, anchors dropped. */
function linkedPaths(text: string, file: string): string[] {
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => (match[1] ?? '').split('#')[0] ?? '')
    .filter((target) => target !== '' && !/^[a-z]+:/i.test(target))
    .map((target) => relative(ROOT, resolve(dirname(file), target)));
}

describe('the docs name what exists', () => {
  for (const file of DOCS) {
    const text = readFileSync(file, 'utf8');
    it(`${relative(ROOT, file)}: every path it names exists`, () => {
      const missing = [...namedPaths(text), ...linkedPaths(text, file)].filter(
        (path) => !existsSync(resolve(ROOT, path)),
      );
      expect(missing).toEqual([]);
    });
    it(`${relative(ROOT, file)}: every npm script it names is in package.json`, () => {
      const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as {
        scripts: Record<string, string>;
      };
      const named = [...text.matchAll(/npm run ([a-z][\w:-]*)/g)].map((match) => match[1] ?? '');
      expect(named.filter((name) => !Object.hasOwn(scripts, name))).toEqual([]);
    });
  }

  it("the README's routes are the router's", () => {
    const readme = readFileSync('README.md', 'utf8');
    const router = readFileSync('src/app/router.tsx', 'utf8') + readFileSync('src/config/paths.ts', 'utf8');
    // The screens table: rows that start with a screen's name and list its routes.
    const table = readme.split('\n').filter((line) => line.startsWith('|'));
    const routes = table.flatMap((line) =>
      [...line.matchAll(/`(\/[a-z][^`\s]*)`/g)].map((match) => match[1] ?? ''),
    );
    expect(routes.length).toBeGreaterThan(5);
    const unknown = routes.filter((route) => {
      const segments = route.split('?')[0]?.split('/').filter(Boolean) ?? [];
      return !segments.every((segment) =>
        segment.startsWith(':')
          ? router.includes(segment)
          : router.includes(`'${segment}'`) || router.includes(`/${segment}`),
      );
    });
    expect(unknown).toEqual([]);
  });
});
