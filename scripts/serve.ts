// Serves the built app (dist/) the way a real host would — with the Content-Security-Policy as a
// header — and the simulator on the same origin. Used by the browser tests, `npm run preview` and
// the benchmarks. With --upstream URL it proxies /v1 to that service instead of the simulator.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { createSimulator, type Dialect } from '../simulator/server.ts';
import { contentSecurityPolicy, originOf } from './csp.ts';
import { pickEncoding } from './encoding.ts';
import { isRefusedSourceMap } from './source-maps.ts';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.map': 'application/json',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4173' },
    host: { type: 'string', default: '127.0.0.1' },
    dialect: { type: 'string', default: 'flat' },
    speed: { type: 'string', default: '1' },
    fixture: { type: 'string' },
    dist: { type: 'string', default: 'dist' },
    'provide-key': { type: 'boolean', default: true },
    // The service's URL, when the host knows it: the CSP header then allows connections only to
    // this origin and that one (the meta tag in index.html cannot know a runtime Base URL).
    'connect-src': { type: 'string' },
    // The demo account of `npm start`; off by default, as the browser tests expect an empty one.
    demo: { type: 'boolean', default: false },
    // Serve `.map` files: only for a build whose files link them (SOURCEMAP=1), never for hidden ones.
    'source-maps': { type: 'boolean', default: false },
  },
});

const dist = resolve(values.dist);
if (!existsSync(join(dist, 'index.html'))) {
  console.error(`No built app in ${dist}: run \`npm run build\` first.`);
  process.exit(1);
}
const dialect = (
  ['flat', 'envelope', 'named', 'paged'].includes(values.dialect) ? values.dialect : 'flat'
) as Dialect;
const simulator = await createSimulator({
  dialect,
  speed: Number(values.speed),
  control: true,
  fixture: values.fixture,
  demo: values.demo,
});
const connectOrigin = originOf(values['connect-src']);
const csp = contentSecurityPolicy({
  header: true,
  connectOrigins: connectOrigin ? [connectOrigin] : undefined,
});

function sendFile(req: IncomingMessage, res: ServerResponse, file: string, cache: boolean) {
  const { path, encoding } = pickEncoding(req.headers['accept-encoding'], file);
  res.writeHead(200, {
    'Content-Type': MIME[extname(file)] ?? 'application/octet-stream',
    'Content-Length': statSync(path).size,
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
    // Every file may have a compressed form, so caches keep one copy per encoding.
    Vary: 'Accept-Encoding',
    'Cache-Control': cache ? 'public, max-age=31536000, immutable' : 'no-cache',
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'X-DNS-Prefetch-Control': 'off',
    'Cross-Origin-Opener-Policy': 'same-origin',
  });
  if (req.method === 'HEAD') res.end();
  else createReadStream(path).pipe(res);
}

function serveStatic(req: IncomingMessage, res: ServerResponse) {
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  } catch {
    sendFile(req, res, join(dist, 'index.html'), false); // not a file: the app shows its Not found
    return;
  }
  if (isRefusedSourceMap(pathname, values['source-maps'])) {
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    return;
  }
  const file = normalize(join(dist, pathname));
  if (file.startsWith(dist + sep) && existsSync(file) && statSync(file).isFile()) {
    sendFile(req, res, file, pathname.startsWith('/assets/'));
    return;
  }
  if (pathname.startsWith('/assets/') || extname(pathname) !== '') {
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    return;
  }
  sendFile(req, res, join(dist, 'index.html'), false); // the app's router decides what a path means
}

const server = createServer((req, res) => {
  if (simulator.handle(req, res)) return;
  if (req.url === '/agent-console.json' && values['provide-key']) {
    res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
    res.end(JSON.stringify({ apiKey: simulator.demoKey, ...simulator.demoCatalog }));
    return;
  }
  serveStatic(req, res);
});
server.listen(Number(values.port), values.host, () => {
  console.log(
    `Agent Console on http://${values.host}:${values.port} (simulator: ${dialect} dialect, key ${simulator.demoKey})`,
  );
});
const shutdown = () => {
  server.closeAllConnections();
  server.close();
  void simulator.close().finally(() => process.exit(0));
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
