// `npm run simulator -- --port 8790 [--host H] [--dialect D] [--fixture F] [--speed X] [--control] [--data-dir DIR]`
import { parseArgs } from 'node:util';
import { createSimulator, listen } from './server.ts';
import { isDialect } from './dialects/index.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8790' },
    host: { type: 'string', default: '127.0.0.1' },
    dialect: { type: 'string', default: 'flat' },
    fixture: { type: 'string' },
    speed: { type: 'string', default: '1' },
    control: { type: 'boolean', default: false },
    'data-dir': { type: 'string' },
  },
  strict: true,
});

function fail(message: string): never {
  console.error(`simulator: ${message}`);
  process.exit(2);
}

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`--port must be 0-65535, not ${values.port}`);
if (!isDialect(values.dialect))
  fail(`--dialect must be flat, envelope, named or paged, not ${values.dialect}`);
const speed = Number(values.speed);
if (!Number.isFinite(speed) || speed <= 0) fail(`--speed must be a positive number, not ${values.speed}`);

const sim = await createSimulator({
  dialect: values.dialect,
  speed,
  control: values.control,
  ...(values.fixture === undefined ? {} : { fixture: values.fixture }),
  ...(values['data-dir'] === undefined ? {} : { dataDir: values['data-dir'] }),
}).catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
const { url, server } = await listen(sim, { port, host: values.host });

console.log(`Agent Work Service simulator (${sim.dialect} dialect${values.control ? ', control on' : ''})`);
console.log(`  URL:      ${url}   (base URL; the API is under /v1)`);
console.log(`  API key:  ${sim.demoKey}`);

let stopping = false;
const stop = (): void => {
  if (stopping) return;
  stopping = true;
  void sim.close().then(() => server.close(() => process.exit(0)));
  server.closeAllConnections();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
