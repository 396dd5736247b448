// `npm start`: the dev server serves the app and the service on one origin. By default the
// simulator is mounted in-process under /v1 and the page is handed its demo key through
// /agent-console.json, with the demo account's workflows and chats (DEMO=empty: an empty account);
// with AGENT_API_URL set, /v1 is proxied to that service instead.
import type { Plugin } from 'vite';

export function agentServicePlugin(): Plugin {
  const target = process.env.AGENT_API_URL;
  return {
    name: 'agent-console-service',
    apply: 'serve',
    config: () =>
      target && !process.env.VITEST
        ? { server: { proxy: { '/v1': { target, changeOrigin: true, secure: true } } } }
        : undefined,
    async configureServer(server) {
      if (target || process.env.VITEST) return;
      const { createSimulator } = await import('../simulator/server.ts');
      const simulator = await createSimulator({
        dialect: parseDialect(process.env.SIMULATOR_DIALECT),
        speed: Number(process.env.SIMULATOR_SPEED ?? 1),
        control: true,
        // `npm start -- --empty` (or DEMO=empty) opens on an empty account instead of the demo.
        demo: process.env.DEMO !== 'empty',
      });
      server.httpServer?.once('close', () => void simulator.close());
      server.middlewares.use((req, res, next) => {
        if (req.url === '/agent-console.json') {
          res.setHeader('Content-Type', 'application/json');
          res.setHeader('Cache-Control', 'no-store');
          res.end(JSON.stringify({ apiKey: simulator.demoKey, ...simulator.demoCatalog }));
          return;
        }
        if (!simulator.handle(req, res)) next();
      });
      // Said for a newcomer: what runs, and what it is connected to; the details for the curious.
      server.config.logger.info(
        '  ➜  Agent Console runs at the Local address above, connected to a local simulated service with a demo account (signed in for you).',
      );
      server.config.logger.info(
        `     Simulated wire format: ${simulator.dialect}; demo API key: ${simulator.demoKey}`,
      );
    },
  };
}

function parseDialect(value: string | undefined) {
  return value === 'envelope' || value === 'named' || value === 'paged' ? value : 'flat';
}
