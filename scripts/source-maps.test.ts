import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isRefusedSourceMap, sourceMapOption } from './source-maps.ts';

describe('source maps', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['0', false],
    ['false', false],
    ['no', false],
    ['1', true],
    ['true', true],
    ['TRUE', true],
    ['hidden', 'hidden'],
  ])('SOURCEMAP=%j builds with sourcemap %j', (value, expected) => {
    expect(sourceMapOption(value)).toBe(expected);
  });

  it('serves no map unless the server is told the build linked them', () => {
    expect(isRefusedSourceMap('/assets/index-abc.js.map', false)).toBe(true);
    expect(isRefusedSourceMap('/assets/INDEX.JS.MAP', false)).toBe(true);
    expect(isRefusedSourceMap('/assets/index-abc.js', false)).toBe(false);
    expect(isRefusedSourceMap('/assets/index-abc.js.map', true)).toBe(false);
  });
});

describe('the server', () => {
  /** Starts scripts/serve.ts on a free port and a build holding one map, and waits until it listens. */
  async function serve(flags: string[]) {
    const dist = await mkdtemp(join(tmpdir(), 'serve-maps-'));
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'index.html'), '<!doctype html><title>t</title>');
    await writeFile(join(dist, 'assets', 'app.js'), 'export {};\n');
    await writeFile(join(dist, 'assets', 'app.js.map'), '{"version":3}');
    // Node itself with tsx's loader, so the process stopped is the server and not a wrapper.
    const server = spawn(
      process.execPath,
      ['--import', 'tsx', 'scripts/serve.ts', '--port', '0', '--dist', dist, ...flags],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const origin = await new Promise<string>((ready, fail) => {
      server.stdout.on('data', (chunk: Buffer) => {
        const listening = /Agent Console on (http:\/\/[^\s]+)/.exec(chunk.toString());
        if (listening?.[1]) ready(listening[1]);
      });
      server.on('exit', () => fail(new Error('the server stopped')));
    });
    return {
      status: async (path: string) => (await fetch(`${origin}${path}`)).status,
      stop: async () => {
        const exited = new Promise((done) => server.once('exit', done));
        server.kill('SIGTERM');
        await exited;
        await rm(dist, { recursive: true, force: true });
      },
    };
  }

  it('answers 404 for a map unless started with --source-maps', async () => {
    const plain = await serve([]);
    try {
      expect(await plain.status('/assets/app.js')).toBe(200);
      expect(await plain.status('/assets/app.js.map')).toBe(404);
    } finally {
      await plain.stop();
    }
    const linked = await serve(['--source-maps']);
    try {
      expect(await linked.status('/assets/app.js.map')).toBe(200);
    } finally {
      await linked.stop();
    }
  }, 60_000);
});
