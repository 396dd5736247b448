// The bench's server process, so the RSS it reports is the simulator's alone. Talks over IPC:
// it announces its URL, and answers "peak" (peak RSS since the last "reset") and "stop".
import { createSimulator, listen } from '../server.ts';
import { isDialect } from '../dialects/index.ts';

const dialect = process.argv[2];
const sim = await createSimulator({
  control: true,
  speed: 1,
  ...(dialect !== undefined && isDialect(dialect) ? { dialect } : {}),
});
const { url, server } = await listen(sim, { port: 0 });
let peak = process.memoryUsage.rss();
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage.rss());
}, 20);

process.on('message', (message: unknown) => {
  if (message === 'reset') {
    peak = process.memoryUsage.rss();
    process.send?.({ kind: 'reset', rss: peak });
  } else if (message === 'peak') {
    process.send?.({ kind: 'peak', rss: Math.max(peak, process.memoryUsage.rss()) });
  } else if (message === 'stop') {
    clearInterval(sampler);
    void sim.close().then(() => {
      server.closeAllConnections();
      server.close(() => process.exit(0));
    });
  }
});
process.send?.({ kind: 'ready', url, key: sim.demoKey });
