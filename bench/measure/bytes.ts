// JS and CSS per route, as a first visit loads them: a fresh browser context per route, every
// script and stylesheet response of the app's origin, each gzipped (level 9, as a static host
// would pre-compress) and summed. The budgets hold the gzip figure; beside it, what actually
// crossed the wire (the server sends its precompressed brotli files to a browser that takes them).
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { untilLive } from '../browser.ts';
import type { SimClient } from '../sim-client.ts';
import type { Stack } from '../stack.ts';
import { round } from '../stats.ts';

const WORKFLOW_ID = '33333333-3333-4333-8333-333333333333';

/** First-visit budgets, KB of gzip (decision 045). */
const BYTE_BUDGETS = { board: 130, chat: 170, workflowEditor: 220 } as const;

/** A reply as chats have them: a table and a fenced code block besides inline marks. */
const MARKDOWN_REPLY = [
  '# Notes',
  '',
  '- **markdown** with `code`',
  '',
  '| step | state |',
  '| :--- | ----: |',
  '| plan | done |',
  '',
  '```ts',
  'const answer = 42;',
  '```',
].join('\n');

export interface RouteBytes {
  route: string;
  path: string;
  files: number;
  rawKb: number;
  gzipKb: number;
  /** Encoded body bytes as transferred (brotli where the server sends it). */
  transferKb?: number;
  /** The largest files, gzipped KB each, so an over-budget route says where the bytes are. */
  largest: { file: string; gzipKb: number }[];
  budgetKb?: number;
  overBudget?: boolean;
}

async function measureRouteBytes(
  browser: Browser,
  baseURL: string,
  route: string,
  path: string,
  budgetKb?: number,
): Promise<RouteBytes> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const bodies = new Map<string, Promise<Buffer | undefined>>();
  const transfers = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (
      url.origin !== new URL(baseURL).origin ||
      !/\.(m?js|css)$/.test(url.pathname) ||
      bodies.has(url.pathname)
    )
      return;
    bodies.set(
      url.pathname,
      response.body().catch(() => undefined),
    );
    transfers.set(
      url.pathname,
      response
        .request()
        .sizes()
        .then((sizes) => sizes.responseBodySize)
        .catch(() => 0),
    );
  });
  try {
    // Not "networkidle": the event stream is a request that never ends.
    await page.goto(path, { waitUntil: 'load' });
    await untilLive(page, 15_000);
    await page.waitForTimeout(1_500); // lazy chunks the route asks for once it renders
    let raw = 0;
    let gzip = 0;
    let transfer = 0;
    for (const pending of transfers.values()) transfer += await pending;
    const sizes: { file: string; gzipKb: number }[] = [];
    for (const [file, pending] of bodies) {
      const body = await pending;
      if (!body) continue;
      const zipped = gzipSync(body, { level: 9 }).length;
      raw += body.length;
      gzip += zipped;
      sizes.push({ file: file.replace(/^\/assets\//, ''), gzipKb: round(zipped / 1024) ?? 0 });
    }
    const largest = sizes.sort((a, b) => b.gzipKb - a.gzipKb).slice(0, process.env.BENCH_LARGEST ? 40 : 5);
    const gzipKb = round(gzip / 1024) ?? 0;
    return {
      route,
      path,
      files: bodies.size,
      rawKb: round(raw / 1024) ?? 0,
      gzipKb,
      transferKb: round(transfer / 1024) ?? 0,
      largest,
      ...(budgetKb === undefined ? {} : { budgetKb, overBudget: gzipKb > budgetKb }),
    };
  } finally {
    await context.close();
  }
}

/** Every route of a first visit, each in a fresh context, against the budgets. */
export async function measureBytesPerRoute(
  browser: Browser,
  stack: Stack,
  sim: SimClient,
): Promise<RouteBytes[]> {
  const chatId = await sim.createChat();
  // An agent reply in it, so the chat route loads its markdown renderer as a real chat does.
  await sim.control(`sessions/${chatId}/messages`, { text: MARKDOWN_REPLY });
  const {
    ids: [jobId],
  } = await sim.control<{ ids: string[] }>('jobs/bulk', { count: 1 });
  // A job that needs input on the board: the answer panel and the markdown it shows must still
  // wait until someone goes to answer.
  await sim.control('jobs/bulk', { count: 1, state: 'ambiguous' });
  const routes: [string, string, number?][] = [
    ['initial load (/ → /jobs)', '/', BYTE_BUDGETS.board],
    ['/jobs/:id', `/jobs/${jobId}`],
    ['/chats', '/chats'],
    ['/chats/:id (markdown renderer)', `/chats/${chatId}`, BYTE_BUDGETS.chat],
    ['/workflows', '/workflows'],
    ['/workflows/:id (JSON editor)', `/workflows/${WORKFLOW_ID}`, BYTE_BUDGETS.workflowEditor],
    ['/settings', '/settings'],
  ];
  const bytes: RouteBytes[] = [];
  for (const [route, path, budget] of routes) {
    const figures = await measureRouteBytes(browser, stack.appUrl, route, path, budget);
    bytes.push(figures);
    console.log(
      `  ${route}: ${figures.gzipKb} KB gz, ${figures.transferKb} KB on the wire (${figures.files} files)${figures.overBudget ? `  ‼ OVER BUDGET (${figures.budgetKb} KB)` : ''}`,
    );
    if (figures.overBudget || process.env.BENCH_LARGEST)
      console.log(`    largest: ${figures.largest.map((f) => `${f.file} ${f.gzipKb} KB`).join(', ')}`);
  }
  return bytes;
}

export function overBudgetLines(bytes: RouteBytes[]): string[] {
  return bytes.filter((b) => b.overBudget).map((b) => `${b.route}: ${b.gzipKb} KB > ${b.budgetKb} KB`);
}

/** Makes the command exit non-zero when a route is over its budget. */
export function failOverBudget(overBudget: string[]) {
  if (overBudget.length === 0) return;
  console.error(`\n‼‼ OVER BUDGET ‼‼\n${overBudget.map((line) => `  ${line}`).join('\n')}\n`);
  process.exitCode = 1;
}
