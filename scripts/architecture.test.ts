// The layering of the house style, checked, from the bottom up: config (route builders, URL
// rules) imports nothing of ours; lib (mechanisms) imports config; domain (the job domain's rules,
// the event table) imports lib; components import the layers below; features never import another
// feature (routes in src/app compose them, decision 044). And no two folders import each other.
// The lint (scripts/eslint-boundaries.js) shows the layers in an editor for `@/` imports; this
// test resolves every import,
// relative ones too, and checks cycles and file lengths, which the lint cannot.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
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
  return (
    specifiers
      .map((spec) =>
        spec.startsWith('@/')
          ? join(SRC, spec.slice(2))
          : spec.startsWith('.')
            ? resolve(dirname(file), spec)
            : undefined,
      )
      .filter((path): path is string => path !== undefined)
      // A folder imported stands for its index.
      .map((path) => (existsSync(path) && statSync(path).isDirectory() ? join(path, 'index') : path))
      .map((path) => relative(SRC, path))
  );
}

/** The one voice (lib/announcer's region): the only place a region is made live by hand. */
const ANNOUNCER = 'components/layout/announcements.tsx';

/**
 * How a component's text breaks "announcements only through the announcer": a region made live by
 * hand (aria-live polite or assertive: an announcer of its own), or a status that speaks (role
 * "status", not aria-live "off") in a component that rewrites itself on a clock (a countdown read
 * aloud every tick). A status is the visible status of one control, rewritten when that changes.
 */
function liveRegionOffences(text: string): string[] {
  const offences: string[] = [];
  if (/aria-live=(?:"(?:polite|assertive)"|\{)/.test(text)) offences.push('a region made live by hand');
  const speaks = [...text.matchAll(/<[a-z][^<>]*\brole="status"[^<>]*>/g)].some(
    ([tag]) => !tag.includes('aria-live="off"'),
  );
  if (speaks && /\b(?:setInterval|requestAnimationFrame)\(/.test(text))
    offences.push('a speaking status rewritten on a clock');
  return offences;
}

const featureOf = (path: string) => /^features\/([^/]+)/.exec(path)?.[1];

const MAX_LINES = 250;

/** The folder a file counts in for cycles: `lib/api`, `domain/jobs`, `config`; a file at lib's top is its own. */
function folderOf(path: string): string {
  // Imports carry no extension, so the file's own path must not either, or the two never meet.
  const bare = path.replace(/\.tsx?$/, '');
  const parts = bare.split('/');
  if (parts.length <= 2) return parts.length === 2 && parts[0] !== 'lib' ? (parts[0] ?? bare) : bare;
  return /^(lib|domain|components|features)$/.test(parts[0] ?? '')
    ? `${parts[0]}/${parts[1]}`
    : (parts[0] ?? bare);
}

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

  it.each([
    ['config', /^(lib|domain|components|features|app|testing)\//],
    ['lib', /^(domain|components|features|app)\//],
    ['domain', /^(components|features|app)\//],
    ['components', /^(features|app)\//],
  ])('%s never imports a layer above it', (layer, above) => {
    const offences = files.flatMap(({ file, from }) => {
      if (!from.startsWith(`${layer}/`)) return [];
      return importsOf(file)
        .filter((to) => above.test(to))
        .map((to) => `${from} → ${to}`);
    });
    expect(offences).toEqual([]);
  });

  it('no two folders import each other (lib/api and lib/events, lib and config)', () => {
    const edges = new Map<string, string>();
    for (const { file, from } of files) {
      if (/\.test\.tsx?$/.test(from)) continue;
      for (const to of importsOf(file)) {
        const [a, b] = [folderOf(from), folderOf(to)];
        if (a !== b) edges.set(`${a} → ${b}`, `${from} → ${to}`);
      }
    }
    const cycles = [...edges.keys()]
      .filter((edge) => {
        const [a, b] = edge.split(' → ');
        return a !== undefined && b !== undefined && a < b && edges.has(`${b} → ${a}`);
      })
      .map((edge) => {
        const [a = '', b = ''] = edge.split(' → ');
        return `${edges.get(edge) ?? ''} and ${edges.get(`${b} → ${a}`) ?? ''}`;
      });
    expect(cycles).toEqual([]);
  });

  it('announcements go only through the announcer; a status is never rewritten on a clock', () => {
    const offences = files
      .filter(({ from }) => from.endsWith('.tsx') && !from.endsWith('.test.tsx') && from !== ANNOUNCER)
      .flatMap(({ file, from }) =>
        liveRegionOffences(readFileSync(file, 'utf8')).map((offence) => `${from}: ${offence}`),
      );
    expect(offences).toEqual([]);
  });

  it('the live-region check catches both offences (fixtures)', () => {
    expect(liveRegionOffences('<span className="sr-only" aria-live="polite">{said}</span>')).toEqual([
      'a region made live by hand',
    ]);
    const ticking = 'setInterval(tick, 250); return <p role="status" className="x">Sending in {left} s</p>;';
    expect(liveRegionOffences(ticking)).toEqual(['a speaking status rewritten on a clock']);
    expect(liveRegionOffences(ticking.replace('role="status"', 'role="status" aria-live="off"'))).toEqual([]);
    expect(liveRegionOffences('<p role="status">Connected</p>')).toEqual([]);
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
