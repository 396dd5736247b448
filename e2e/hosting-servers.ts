// Starts the shipped host configurations (docs/deploy/) on loopback for the hosting journey: real
// nginx and Caddy as child processes (never daemons), each with its own temp dir for pid, logs and
// state, templated only for ports and paths, proxying /v1 to a simulator started in this worker.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const NGINX = '/usr/sbin/nginx';
export const CADDY = '/usr/bin/caddy';

/** Why `binary` cannot serve here, or undefined when it can. */
export function unusable(binary: string, versionFlag: string): string | undefined {
  if (!existsSync(binary)) return `${binary} is not installed (apt-get install -y nginx-light caddy)`;
  const probe = spawnSync(binary, [versionFlag], { encoding: 'utf8' });
  return probe.status === 0
    ? undefined
    : `${binary} does not run here: ${probe.stderr || probe.error?.message}`;
}

export interface Host {
  origin: string;
  stop(): Promise<void>;
}

async function ready(origin: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}): ${log()}`);
    try {
      await fetch(`${origin}/index.html`);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100)); // polling a port that is not open yet
    }
  }
  throw new Error(`no answer from ${origin} within 15 s: ${log()}`);
}

function host(origin: string, child: ChildProcess, dir: string, log: () => string): Promise<Host> {
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  return ready(origin, child, log).then(
    () => ({ origin, stop }),
    async (error: unknown) => {
      await stop();
      throw error;
    },
  );
}

export function startNginx(port: number, service: string): Promise<Host> {
  const dir = mkdtempSync(join(tmpdir(), 'agent-console-nginx-'));
  const site = readFileSync('docs/deploy/nginx.conf', 'utf8')
    .replace('listen 127.0.0.1:8080;', `listen 127.0.0.1:${port};`)
    .replace('root /srv/agent-console/dist;', `root ${resolve('dist')};`)
    .replace('proxy_pass http://127.0.0.1:8790;', `proxy_pass ${service};`);
  writeFileSync(join(dir, 'site.conf'), site);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((name) => `${name}_temp_path ${join(dir, name)};`)
    .join('\n  ');
  writeFileSync(
    join(dir, 'nginx.conf'),
    `worker_processes 1;\ndaemon off;\npid ${join(dir, 'nginx.pid')};\nerror_log ${join(dir, 'error.log')} warn;\nevents {}\nhttp {\n  include /etc/nginx/mime.types;\n  access_log off;\n  ${temp}\n  include ${join(dir, 'site.conf')};\n}\n`,
  );
  const child = spawn(NGINX, ['-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf')], {
    stdio: 'ignore',
  });
  const log = () => (existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : '');
  return host(`http://127.0.0.1:${port}`, child, dir, log);
}

export function startCaddy(port: number, adminPort: number, service: string): Promise<Host> {
  const dir = mkdtempSync(join(tmpdir(), 'agent-console-caddy-'));
  let output = '';
  const child = spawn(CADDY, ['run', '--config', 'docs/deploy/Caddyfile', '--adapter', 'caddyfile'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      SITE: `http://127.0.0.1:${port}`,
      DIST: resolve('dist'),
      SERVICE: new URL(service).host,
      CADDY_ADMIN: `127.0.0.1:${adminPort}`,
      HOME: dir,
      XDG_CONFIG_HOME: dir,
      XDG_DATA_HOME: dir,
    },
  });
  for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk) => (output += String(chunk)));
  return host(`http://127.0.0.1:${port}`, child, dir, () => output.slice(-2000));
}
