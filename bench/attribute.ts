// `npx tsx bench/attribute.ts [chunk-name-prefix…]`: where a build's bytes come from. Builds with
// source maps into .cache/attribute-dist (`--skip-build` reuses it), then, for each JS chunk (or
// those whose names start with a prefix given), sums the minified code each source module left in
// it and gzips each module's part alone (level 9, as the bytes bench does). A part gzipped alone
// compresses worse than inside its chunk, so the parts add up to more than the chunk; compare them
// with one another. `BY_FILE=1` names a package's files instead of the package.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = '.cache/attribute-dist';
const CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...CHARS].map((char, index) => [char, index]));

interface SourceMap {
  sources: string[];
  mappings: string;
}

/** Each generated line's segments as [column, source index] (the map's other fields unused). */
function decodeMappings(mappings: string): [number, number][][] {
  let source = 0;
  return mappings.split(';').map((line) => {
    let column = 0;
    const segments: [number, number][] = [];
    for (const segment of line.split(',')) {
      if (segment === '') continue;
      const fields: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = DIGIT.get(char) ?? 0;
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0] ?? 0;
      if (fields.length > 1) source += fields[1] ?? 0;
      segments.push([column, fields.length > 1 ? source : -1]);
    }
    return segments;
  });
}

/** A module's name for the table: its package, or its path under src/. */
function moduleName(source: string): string {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(source);
  if (inPackage) return `${inPackage[1]} ${process.env.BY_FILE ? inPackage[2] : ''}`.trim();
  return source.replace(/^.*?\/src\//, 'src/');
}

function attribute(file: string) {
  const code = readFileSync(file, 'utf8');
  if (!existsSync(`${file}.map`)) {
    console.log(`\n${file}: no source map (Rolldown's runtime)`);
    return;
  }
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as SourceMap;
  const parts = new Map<string, string[]>();
  const lines = code.split('\n');
  decodeMappings(map.mappings).forEach((segments, lineIndex) => {
    const line = lines[lineIndex] ?? '';
    segments.forEach(([column, source], index) => {
      const end = segments[index + 1]?.[0] ?? line.length;
      const name = source < 0 ? '(unmapped)' : moduleName(map.sources[source] ?? '?');
      const list = parts.get(name) ?? [];
      list.push(line.slice(column, end));
      parts.set(name, list);
    });
  });
  const rows = [...parts].map(([name, pieces]) => {
    const text = pieces.join('');
    return { name, raw: text.length, gzip: gzipSync(text, { level: 9 }).length };
  });
  rows.sort((a, b) => b.gzip - a.gzip);
  const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(6);
  const total = gzipSync(code, { level: 9 }).length;
  console.log(`\n${file.replace(`${DIST}/assets/`, '')}: ${kb(code.length)} KB raw, ${kb(total)} KB gz`);
  const own = rows.filter((row) => row.name.startsWith('src/'));
  const ownGzip = gzipSync(own.map((row) => parts.get(row.name)?.join('') ?? '').join('\n'), { level: 9 });
  console.log(`  our own modules together: ${kb(ownGzip.length)} KB gz`);
  for (const row of rows) console.log(`  ${kb(row.gzip)} gz ${kb(row.raw)} raw  ${row.name}`);
}

const args = process.argv.slice(2);
const wanted = args.filter((arg) => arg !== '--skip-build');
if (!args.includes('--skip-build')) {
  const build = spawnSync('npx', ['vite', 'build', '--outDir', DIST, '--emptyOutDir', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, SOURCEMAP: 'hidden' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const assets = join(DIST, 'assets');
for (const name of readdirSync(assets).sort()) {
  if (!name.endsWith('.js')) continue;
  if (wanted.length > 0 && !wanted.some((prefix) => name.startsWith(prefix))) continue;
  attribute(join(assets, name));
}
