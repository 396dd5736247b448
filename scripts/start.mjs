// `npm start`: installs what is missing, then runs the dev server with the simulator mounted on the
// same origin (or proxied to AGENT_API_URL), and the page opens connected.
import { spawn } from 'node:child_process';
import { ensureDependencies } from './ensure-setup.mjs';

ensureDependencies();
const canOpen = process.platform !== 'linux' || Boolean(process.env.DISPLAY || process.env.WAYLAND_DISPLAY);
// `npm start -- --empty`: an empty account instead of the demo one (read by vite-agent-service.ts).
const passed = process.argv.slice(2).filter((arg) => arg !== '--empty');
const env = process.argv.includes('--empty') ? { ...process.env, DEMO: 'empty' } : process.env;
const args = ['vite', '--host', process.env.HOST ?? '127.0.0.1', ...(canOpen ? ['--open'] : []), ...passed];
const child = spawn('npx', args, { stdio: 'inherit', env });
child.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
