// A big upload's page memory: the JS heap (CDP Performance.getMetrics) and the renderer's resident
// memory (/proc, every renderer process of a browser launched for this measure) before the upload,
// the highest seen while it runs, and after it (after a garbage collection). The file is made on
// disk in a temp folder (sparse, so making it costs nothing) and deleted afterwards.
import { closeSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, ftruncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, untilLive } from '../browser.ts';
import { round } from '../stats.ts';

interface MemorySample {
  jsHeapMb: number;
  rendererMb: number;
}

export interface UploadFigures {
  fileMb: number;
  seconds?: number;
  before: MemorySample;
  peak: MemorySample;
  after: MemorySample;
  error?: string;
}

const MB = 1024 * 1024;

function processes(): { pid: number; ppid: number; cmdline: string; rssKb: number }[] {
  const list = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
      const ppid = Number(/PPid:\s+(\d+)/.exec(status)?.[1] ?? 0);
      const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      list.push({ pid: Number(entry), ppid, cmdline, rssKb });
    } catch {
      // gone meanwhile
    }
  }
  return list;
}

/** Resident memory of every renderer below the browser whose command line has `marker`. */
function rendererMb(marker: string): number {
  const all = processes();
  const root = all.find((p) => p.cmdline.includes(marker) && !p.cmdline.includes('--type='));
  if (!root) return 0;
  const below = new Set([root.pid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const p of all)
      if (!below.has(p.pid) && below.has(p.ppid)) {
        below.add(p.pid);
        grew = true;
      }
  }
  const kb = all
    .filter((p) => below.has(p.pid) && p.cmdline.includes('--type=renderer'))
    .reduce((sum, p) => sum + p.rssKb, 0);
  return round(kb / 1024, 0) ?? 0;
}

async function sample(page: Page, marker: string): Promise<MemorySample> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const heap = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0;
  await cdp.detach();
  return { jsHeapMb: round(heap / MB, 1) ?? 0, rendererMb: rendererMb(marker) };
}

async function collectGarbage(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.detach();
}

export async function measureUpload(options: {
  appUrl: string;
  chatId: string;
  sizeMb: number;
}): Promise<UploadFigures> {
  const marker = `--bench-upload-${process.pid}-${Date.now()}`;
  const folder = mkdtempSync(join(tmpdir(), 'bench-upload-'));
  const file = join(folder, 'bench-upload.bin');
  const fd = openSync(file, 'w');
  ftruncateSync(fd, options.sizeMb * MB);
  closeSync(fd);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, marker] });
  const empty = { jsHeapMb: 0, rendererMb: 0 };
  try {
    const context = await browser.newContext({
      baseURL: options.appUrl,
      viewport: { width: 1400, height: 900 },
    });
    const page = await context.newPage();
    await page.goto(`/chats/${options.chatId}`);
    await untilLive(page);
    await page.waitForTimeout(1_000);
    await collectGarbage(page);
    const before = await sample(page, marker);
    const peak = { ...before };
    const started = Date.now();
    await page.getByLabel('Upload file').setInputFiles(file);
    const done = page
      .getByRole('link', { name: 'Download bench-upload.bin' })
      .waitFor({ timeout: 600_000 })
      .then(() => true);
    let finished = false;
    void done.finally(() => (finished = true));
    while (!finished) {
      const now = await sample(page, marker);
      peak.jsHeapMb = Math.max(peak.jsHeapMb, now.jsHeapMb);
      peak.rendererMb = Math.max(peak.rendererMb, now.rendererMb);
      await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 500))]);
    }
    await done;
    const seconds = (Date.now() - started) / 1_000;
    await page.waitForTimeout(1_000);
    await collectGarbage(page);
    const after = await sample(page, marker);
    return { fileMb: options.sizeMb, seconds: round(seconds, 1), before, peak, after };
  } catch (error) {
    return { fileMb: options.sizeMb, before: empty, peak: empty, after: empty, error: String(error) };
  } finally {
    await browser.close();
    rmSync(folder, { recursive: true, force: true });
  }
}
