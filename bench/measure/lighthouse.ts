// Lighthouse's performance score of the built app (lighthouse 12, the last line that runs on
// Node 20), on Debian's Chromium, in its default mobile profile and its desktop preset. Lighthouse
// is the bench's alone: it has a package of its own (bench/lighthouse, with its lock file), which
// the bench installs on its first run, so its 200 packages stay out of `npm ci` and `npm test`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { CHROMIUM_PATH } from '../browser.ts';
import type { Stack } from '../stack.ts';

export interface LighthouseFigures {
  preset: 'mobile' | 'desktop';
  score?: number;
  fcpMs?: number;
  lcpMs?: number;
  tbtMs?: number;
  cls?: number;
  /** Every run's score, when the figure is the median of several. */
  scores?: number[];
  error?: string;
}

interface LighthouseReport {
  categories?: { performance?: { score?: number | null } };
  audits?: Record<string, { numericValue?: number }>;
  runtimeError?: { message?: string };
}

// One name for every report a bench run keeps, so its mobile and desktop runs pair up.
const RUN = new Date().toISOString().replace(/[:.]/g, '-');
const runs = { mobile: 0, desktop: 0 };

const PACKAGE = 'bench/lighthouse';
const BINARY = `${PACKAGE}/node_modules/.bin/lighthouse`;

/** Installs the bench's Lighthouse from its lock file unless it is there; says why it could not. */
function ensureLighthouse(): string | undefined {
  if (existsSync(BINARY)) return undefined;
  console.log(`  installing Lighthouse into ${PACKAGE} (npm ci, once)…`);
  const install = spawnSync('npm', ['ci', '--prefix', PACKAGE, '--no-audit', '--no-fund'], {
    stdio: 'inherit',
  });
  return install.status === 0 && existsSync(BINARY)
    ? undefined
    : `npm ci --prefix ${PACKAGE} failed (exit ${install.status})`;
}

function runLighthouse(url: string, preset: 'mobile' | 'desktop'): Promise<LighthouseFigures> {
  const args = [
    url,
    '--only-categories=performance',
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --no-first-run',
    ...(preset === 'desktop' ? ['--preset=desktop'] : []),
  ];
  return new Promise((resolve) => {
    const child = spawn(BINARY, args, {
      env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (err = (err + chunk.toString('utf8')).slice(-2_000)));
    const timer = setTimeout(() => child.kill('SIGKILL'), 150_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      try {
        const report = JSON.parse(out) as LighthouseReport;
        // LIGHTHOUSE_REPORT=<dir>: keep the whole report, to read its audits (LCP element,
        // render-blocking requests, unused JS, main-thread work) in the Lighthouse viewer.
        const keep = process.env.LIGHTHOUSE_REPORT;
        if (keep) {
          mkdirSync(keep, { recursive: true });
          runs[preset] += 1;
          writeFileSync(`${keep}/lighthouse-${RUN}-${preset}-${runs[preset]}.json`, out);
        }
        const audit = (id: string) => report.audits?.[id]?.numericValue;
        const score = report.categories?.performance?.score;
        resolve({
          preset,
          score: typeof score === 'number' ? Math.round(score * 100) : undefined,
          fcpMs: Math.round(audit('first-contentful-paint') ?? NaN) || undefined,
          lcpMs: Math.round(audit('largest-contentful-paint') ?? NaN) || undefined,
          tbtMs: Math.round(audit('total-blocking-time') ?? NaN),
          cls: audit('cumulative-layout-shift'),
          ...(report.runtimeError?.message ? { error: report.runtimeError.message } : {}),
        });
      } catch {
        resolve({
          preset,
          error: `lighthouse exited ${code}: ${err.trim().split('\n').slice(-3).join(' ')}`,
        });
      }
    });
  });
}

/**
 * Mobile and desktop, against the app server itself (`scripts/serve.ts`, what `npm run preview`
 * runs: precompressed files, CSP header), not through the bench's fault proxy.
 */
export async function measureLighthouse(stack: Stack): Promise<LighthouseFigures[]> {
  const missing = ensureLighthouse();
  if (missing) return (['mobile', 'desktop'] as const).map((preset) => ({ preset, error: missing }));
  const figures: LighthouseFigures[] = [];
  for (const preset of ['mobile', 'desktop'] as const) {
    const result = await medianRun(`${stack.directUrl}/jobs`, preset);
    figures.push(result);
    const all = result.scores && result.scores.length > 1 ? `, runs ${result.scores.join(', ')}` : '';
    console.log(
      `  ${preset}: ${result.score ?? result.error} (FCP ${result.fcpMs} ms, LCP ${result.lcpMs} ms, TBT ${result.tbtMs} ms${all})`,
    );
  }
  return figures;
}

/**
 * Mobile's score swings by about ten points between runs on a shared 2-core machine (72 to 83 in one
 * bench: its blocking time is every observed task scaled by 4), so it is run MOBILE_RUNS times and
 * the median run, by score, is the figure: Lighthouse's own advice for variability. Desktop varies
 * little: one run.
 */
const MOBILE_RUNS = Math.max(1, Math.floor(Number(process.env.LIGHTHOUSE_RUNS ?? 3)) || 3);

async function medianRun(url: string, preset: 'mobile' | 'desktop'): Promise<LighthouseFigures> {
  const runs: LighthouseFigures[] = [];
  for (let run = 0; run < (preset === 'mobile' ? MOBILE_RUNS : 1); run++)
    runs.push(await runLighthouse(url, preset));
  const scored = runs
    .filter((run) => run.score !== undefined)
    .sort((a, b) => (a.score ?? 0) - (b.score ?? 0));
  // With an even count, the lower of the middle two: the figure never flatters.
  const median = scored[Math.floor((scored.length - 1) / 2)];
  if (!median) return runs[0] ?? { preset, error: 'no run' };
  return { ...median, scores: runs.flatMap((run) => (run.score === undefined ? [] : [run.score])) };
}
