// The layering of the house style, checked: features never import each other, and the shared
// layers (lib, components, config) never import a feature. Routes in src/app compose features.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, dirname } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve('src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((m) => m[1] ?? '');
  return specifiers
    .map((spec) =>
      spec.startsWith('@/')
        ? join(SRC, spec.slice(2))
        : spec.startsWith('.')
          ? resolve(dirname(file), spec)
          : undefined,
    )
    .filter((path): path is string => path !== undefined)
    .map((path) => relative(SRC, path));
}

const featureOf = (path: string) => /^features\/([^/]+)/.exec(path)?.[1];

const MAX_LINES = 250;

describe('architecture', () => {
  const files = sourceFiles(SRC).map((file) => ({ file, from: relative(SRC, file) }));

  it('features never import another feature', () => {
    const offences = files.flatMap(({ file, from }) => {
      const own = featureOf(from);
      if (!own) return [];
      return importsOf(file)
        .filter((to) => featureOf(to) && featureOf(to) !== own)
        .map((to) => `${from} → ${to}`);
    });
    expect(offences).toEqual([]);
  });

  it('lib, components and config never import a feature or a route', () => {
    const offences = files.flatMap(({ file, from }) => {
      if (!/^(lib|components|config)\//.test(from)) return [];
      return importsOf(file)
        .filter((to) => /^(features|app)\//.test(to))
        .map((to) => `${from} → ${to}`);
    });
    expect(offences).toEqual([]);
  });

  it('no source file is past 250 lines (split by responsibility)', () => {
    const long = files
      .filter(({ file }) => !file.endsWith('.test.ts') && !file.endsWith('.test.tsx'))
      .map(({ file, from }) => ({ from, lines: readFileSync(file, 'utf8').split('\n').length }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ from, lines }) => `${from}: ${lines} lines`);
    expect(long).toEqual([]);
  });
});
