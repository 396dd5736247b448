import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

interface ChildReply {
  kind: string;
  rss?: number;
  url?: string;
  key?: string;
}

export interface ServerChild {
  url: string;
  key: string;
  ask(message: 'reset' | 'peak'): Promise<number>;
  stop(): Promise<void>;
}

function next(child: ChildProcess, kind: string): Promise<ChildReply> {
  return new Promise((resolve) => {
    const onMessage = (m: ChildReply): void => {
      if (m.kind !== kind) return;
      child.off('message', onMessage);
      resolve(m);
    };
    child.on('message', onMessage);
  });
}

/** Starts the simulator in its own Node process (through tsx) and waits until it listens. */
export async function startServerChild(dialect?: string): Promise<ServerChild> {
  const child = fork(fileURLToPath(new URL('./server-child.ts', import.meta.url)), dialect ? [dialect] : [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await next(child, 'ready');
  return {
    url: ready.url ?? '',
    key: ready.key ?? '',
    async ask(message) {
      const reply = next(child, message);
      child.send(message);
      return (await reply).rss ?? 0;
    },
    async stop() {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.send('stop');
      await exited;
    },
  };
}
