// Serves the built app (dist/) the way a real host would — with the Content-Security-Policy as a
// header — and the simulator on the same origin. Used by the browser tests, `npm run preview` and
// the benchmarks. Two other deployment shapes, for the journeys: --service-port N serves the
// simulator on its own origin (the app calls it across origins, with CORS preflights), and
// --gateway /PREFIX mounts it under a path of the app's origin, the prefix stripped before the
// simulator sees the request (as an API gateway does). /agent-console.json names the Base URL.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { createSimulator, listen, type Dialect } from '../simulator/server.ts';
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
    'service-port': { type: 'string' },
    gateway: { type: 'string' },
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

const gateway = values.gateway?.replace(/\/+$/, '');
const servicePort = values['service-port'] === undefined ? undefined : Number(values['service-port']);

/** The service's part of a request: on this origin at /v1, or under the gateway's prefix. */
function handleService(req: IncomingMessage, res: ServerResponse): boolean {
  if (servicePort !== undefined) return false;
  if (gateway === undefined) return simulator.handle(req, res);
  const url = req.url ?? '/';
  if (!url.startsWith(`${gateway}/`)) return false;
  req.url = url.slice(gateway.length);
  if (simulator.handle(req, res)) return true;
  req.url = url;
  return false;
}

function baseUrlFor(req: IncomingMessage): string | undefined {
  const host = req.headers.host ?? `${values.host}:${values.port}`;
  if (servicePort !== undefined) return `http://${values.host}:${servicePort}`;
  return gateway === undefined ? undefined : `http://${host}${gateway}`;
}

const server = createServer((req, res) => {
  if (handleService(req, res)) return;
  // The service lives elsewhere in these shapes: a request that still comes here is a client bug.
  if ((servicePort !== undefined || gateway !== undefined) && /^\/(v1|__control)(\/|$)/.test(req.url ?? '')) {
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('The service is not served here.');
    return;
  }
  if (req.url === '/agent-console.json' && values['provide-key']) {
    const baseUrl = baseUrlFor(req);
    res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
    res.end(
      JSON.stringify({
        apiKey: simulator.demoKey,
        ...(baseUrl ? { baseUrl } : {}),
        ...simulator.demoCatalog,
      }),
    );
    return;
  }
  serveStatic(req, res);
});
server.listen(Number(values.port), values.host, () => {
  // The port listened on: with --port 0 the system picks a free one, and this line says which.
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : values.port;
  console.log(
    `Agent Console on http://${values.host}:${port} (simulator: ${dialect} dialect, key ${simulator.demoKey})`,
  );
});
// Another origin: the simulator alone on its own port, reached across origins.
const serviceServer =
  servicePort === undefined
    ? undefined
    : await listen(simulator, { port: servicePort, host: values.host }).then(({ server }) => server);
const shutdown = () => {
  for (const each of [server, serviceServer]) {
    each?.closeAllConnections();
    each?.close();
  }
  void simulator.close().finally(() => process.exit(0));
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
