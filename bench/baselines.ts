// Serves the bench's baseline client (bench/baselines/) under /__bench/ from the harness's own
// proxy, on the app's origin, so it reads the same service the same way the app does.
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';

const FILES: Record<string, { file: string; type: string }> = {
  '/__bench/': { file: 'index.html', type: 'text/html; charset=utf-8' },
  '/__bench/baseline.js': { file: 'baseline.js', type: 'text/javascript; charset=utf-8' },
};

export function serveBaselines(req: IncomingMessage, res: ServerResponse): boolean {
  const path = new URL(req.url ?? '/', 'http://x').pathname;
  const entry = FILES[path];
  if (!entry) return false;
  const body = readFileSync(fileURLToPath(new URL(`./baselines/${entry.file}`, import.meta.url)));
  res.writeHead(200, { 'Content-Type': entry.type, 'Cache-Control': 'no-store' }).end(body);
  return true;
}

export const BASELINE_REREAD = '/__bench/?mode=reread';
export const BASELINE_POLL = '/__bench/?mode=poll';
