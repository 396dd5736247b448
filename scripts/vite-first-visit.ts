// Build-time help for a first visit: every text asset is also written as .br and
// .gz (brotli 11, gzip 9), which scripts/serve.ts (or any static host or CDN) sends by the
// request's Accept-Encoding.
import { readdirSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.webmanifest']);

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Writes `<file>.br` and `<file>.gz` beside every text asset of the build worth compressing. */
export function precompressPlugin({ minBytes = 512 }: { minBytes?: number } = {}): Plugin {
  let outDir = 'dist';
  return {
    name: 'agent-console-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      // zlib's async forms run on libuv's thread pool, so the files compress side by side.
      const compressBrotli = promisify(brotliCompress);
      const compressGzip = promisify(gzip);
      const files = filesUnder(outDir).filter((file) => COMPRESSIBLE.has(extname(file)));
      await Promise.all(
        files.map(async (file) => {
          const body = await readFile(file);
          if (body.length < minBytes) return;
          const [br, gz] = await Promise.all([
            compressBrotli(body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            }),
            compressGzip(body, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}
