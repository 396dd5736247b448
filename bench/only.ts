// `npm run bench -- --only bytes,lighthouse,inbox`: parts that can run alone, in a minute or two.
// Their figures replace the same parts of the last bench/results.json (the rest is kept, with its
// own date), and the README table is re-rendered from the merge with a note saying so.
import { serveBaselines } from './baselines.ts';
import { launchBrowser } from './browser.ts';
import { describeMachine } from './machine.ts';
import { failOverBudget, measureBytesPerRoute, overBudgetLines } from './measure/bytes.ts';
import { measureInbox } from './measure/inbox.ts';
import { measureLighthouse } from './measure/lighthouse.ts';
import { seedBoard } from './measure/board.ts';
import { measureWarmVisit } from './measure/warm-visit.ts';
import { lastResults, RESULTS, TABLE, writeReport } from './out.ts';
import { writeTable } from './report.ts';
import type { BenchResults } from './results.ts';
import { SimClient } from './sim-client.ts';
import { startStack } from './stack.ts';

const PARTS = ['bytes', 'lighthouse', 'inbox', 'warm'] as const;
type Part = (typeof PARTS)[number];

export function parseOnly(value: string): Part[] {
  const parts = value.split(',').map((part) => part.trim());
  const unknown = parts.find((part) => !(PARTS as readonly string[]).includes(part));
  if (unknown !== undefined) {
    console.error(`--only takes a comma-separated list of: ${PARTS.join(', ')} (not "${unknown}")`);
    process.exit(2);
  }
  return parts as Part[];
}

export async function runOnly(parts: Part[], dist: string, started: number) {
  const browser = await launchBrowser();
  const flat = await startStack({ dialect: 'flat', speed: 4, dist, local: serveBaselines });
  try {
    const previous = lastResults();
    let bytes = previous?.bytes ?? [];
    let lighthouse = previous?.lighthouse ?? [];
    let inbox = previous?.inbox;
    let warmVisit = previous?.warmVisit;
    if (parts.includes('bytes')) {
      console.log('\n▶ 1. Bytes per route');
      bytes = await measureBytesPerRoute(browser, flat, new SimClient(flat.directUrl));
    }
    if (parts.includes('lighthouse')) {
      console.log('\n▶ 7. Lighthouse');
      lighthouse = await measureLighthouse(flat);
    }
    if (parts.includes('inbox')) {
      console.log('\n▶ 11. Inbox: answer all, announcements, 50 alike jobs');
      // Its own account state: the counts need the inbox to hold only the jobs it makes, and
      // the bytes measure leaves a job waiting for an answer on the shared stack.
      const inboxStack = await startStack({ dialect: 'flat', speed: 4, dist, local: serveBaselines });
      try {
        inbox = await measureInbox(browser, inboxStack.appUrl, new SimClient(inboxStack.directUrl), dist);
      } finally {
        await inboxStack.stop();
      }
      console.log(`  ${JSON.stringify(inbox)}`);
    }
    if (parts.includes('warm')) {
      console.log('\n▶ 4b. A warm visit against a cold one: the board of 5,000 jobs, remembered');
      const warmStack = await startStack({ dialect: 'flat', speed: 4, dist, local: serveBaselines });
      try {
        const total = (await seedBoard(new SimClient(warmStack.directUrl), 5_000)).length;
        warmVisit = await measureWarmVisit(browser, warmStack.appUrl, total);
      } finally {
        await warmStack.stop();
      }
      console.log(`  ${JSON.stringify(warmVisit)}`);
    }
    const overBudget = overBudgetLines(bytes);
    const today = new Date().toISOString().slice(0, 10);
    if (previous) {
      const merged: BenchResults = {
        ...previous,
        bytes,
        lighthouse,
        inbox,
        warmVisit,
        overBudget,
        remeasured: `${parts.join(' and ')} re-measured ${today} on ${describeMachine().description} (\`npm run bench -- --only ${parts.join(',')}\`)`,
      };
      writeReport(RESULTS, `${JSON.stringify(merged, null, 2)}\n`);
      writeTable(merged);
      console.log(`\nMerged into ${RESULTS} and ${TABLE} in ${Math.round((Date.now() - started) / 1000)} s.`);
    } else {
      console.log('\nNo earlier results to merge into: run the whole `npm run bench` once.');
    }
    failOverBudget(overBudget);
  } finally {
    await browser.close();
    await flat.stop();
  }
}
