// The journeys' servers (scripts/serve.ts: the built app and a simulator, one per dialect and
// deployment shape), started side by side by one Playwright web server: Playwright starts its web
// servers one after another, which took the six about 15 s. Once every one answers, this answers
// on its own port, the one Playwright waits for. `node scripts/journey-servers.mjs READY_PORT
// '[{"port":4311,"args":["--port","4311",…]},…]'`; Playwright ends it, and its servers with it.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';

const [readyPort, list] = process.argv.slice(2);
/** @type {{ port: number, args: string[] }[]} */
const servers = JSON.parse(list ?? '[]');
let stopping = false;

const children = servers.map(({ port, args }) => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts', ...args], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.on('exit', (code) => {
    if (stopping) return;
    console.error(`The journeys' server on port ${port} exited (${code}).`);
    stop(1);
  });
  return child;
});

function stop(code) {
  stopping = true;
  for (const child of children) child.kill();
  process.exit(code);
}
process.on('SIGTERM', () => stop(0));
process.on('SIGINT', () => stop(0));

async function answers(port) {
  for (;;) {
    const ok = await fetch(`http://127.0.0.1:${port}/agent-console.json`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

await Promise.all(servers.map(({ port }) => answers(port)));
createServer((_request, response) => response.end('ready')).listen(Number(readyPort), '127.0.0.1');
