// "Changed since asked" beside the card update of the same stream: for each of N waiting jobs on
// the Inbox, one control call sends two frames back to back: a new artifact in the job's chat
// (its inline revision, written into the chat's artifacts entry) and the job itself with a new
// title. The page counts animation frames and notes the frame in which the item first says
// "Changed since asked" and the frame in which its title changes. The baseline is the title: the
// target is that the line comes within one frame of it (issue 38). The times from the send are
// reported too, as a ratio to the title's.
import { randomUUID } from 'node:crypto';
import type { Browser } from '@playwright/test';
import { instrumentedPage, untilLive } from '../browser.ts';
import type { SimClient } from '../sim-client.ts';
import { percentile, ratio, round } from '../stats.ts';

export interface ChangedSinceAskedFigures {
  jobs: number;
  /** Animation frames from the title's change to the line, the largest over the jobs. */
  maxFramesAfterCard: number;
  lineMedianMs?: number;
  cardMedianMs?: number;
  ratio?: number;
}

const QUESTION = 'Which region should the report cover?\n\n1. Europe\n2. Americas\n3. Asia';

interface Seen {
  line?: { frame: number; at: number };
  card?: { frame: number; at: number };
}

type Probe = Record<string, Seen>;

async function waitingJobs(sim: SimClient, count: number) {
  const { ids } = await sim.control<{ ids: string[] }>('jobs/bulk', { count, state: 'backlog' });
  const chats = new Map((await sim.dump()).jobs.map((job) => [job.id, job.primary_session_id]));
  for (const id of ids) await sim.control(`sessions/${chats.get(id)}/messages`, { text: QUESTION });
  await Promise.all(ids.map((id) => sim.control(`jobs/${id}/state`, { state: 'ambiguous' })));
  return ids.map((id) => ({ id, chatId: chats.get(id) ?? '' }));
}

export async function measureChangedSinceAsked(
  browser: Browser,
  appUrl: string,
  sim: SimClient,
  count = 8,
): Promise<ChangedSinceAskedFigures> {
  const jobs = await waitingJobs(sim, count);
  // An artifact as the simulator writes it, made in a chat of its own: its fields are the template.
  const template = await sim.control<Record<string, unknown>>(
    `sessions/${await sim.createChat()}/artifacts`,
    {},
  );
  const page = await instrumentedPage(browser, appUrl);
  try {
    // Every item in view: an item reads its chat only near the viewport.
    await page.setViewportSize({ width: 1280, height: 3_000 });
    await page.goto('/inbox');
    await untilLive(page);
    // Every item has read its chat (its question's buttons are drawn) before anything changes.
    for (const { id } of jobs)
      await page
        .locator(`[data-inbox-item="${id}"]`)
        .getByRole('button', { name: 'Europe', exact: true })
        .waitFor({ timeout: 30_000 });
    await page.evaluate(() => {
      const seen: Record<string, Seen> = {};
      const clock = { frame: 0 };
      Object.defineProperty(window, '__changed', { value: seen });
      const tick = () => {
        clock.frame += 1;
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
      new MutationObserver(() => {
        const now = { frame: clock.frame, at: performance.timeOrigin + performance.now() };
        for (const item of document.querySelectorAll<HTMLElement>('[data-inbox-item]')) {
          const id = item.dataset['inboxItem'] ?? '';
          const text = item.textContent ?? '';
          const entry = (seen[id] ??= {});
          if (!entry.line && text.includes('Changed since asked')) entry.line = now;
          if (!entry.card && text.includes(`Changed title ${id}`)) entry.card = now;
        }
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    const sent = new Map<string, number>();
    for (const { id, chatId } of jobs) {
      const { body: job } = await sim.api<Record<string, unknown>>('GET', `/v1/jobs/${id}`);
      const now = new Date().toISOString();
      const artifact = {
        ...template,
        id: randomUUID(),
        artifact_id: randomUUID(),
        session_id: chatId,
        created_at: now,
      };
      sent.set(id, Date.now());
      await sim.control('events', {
        frames: [
          { type: 'artifact.created', ...artifact },
          { type: 'job.state_changed', ...job, title: `Changed title ${id}`, updated_at: now },
        ],
      });
      await page.waitForFunction(
        (jobId) => {
          const entry = (window as unknown as { __changed: Probe }).__changed[jobId];
          return entry?.line !== undefined && entry.card !== undefined;
        },
        id,
        { timeout: 10_000 },
      );
    }
    const seen = await page.evaluate(() => (window as unknown as { __changed: Probe }).__changed);
    const gaps: number[] = [];
    const line: number[] = [];
    const card: number[] = [];
    for (const { id } of jobs) {
      const entry = seen[id];
      const at = sent.get(id);
      if (!entry?.line || !entry.card || at === undefined) continue;
      gaps.push(entry.line.frame - entry.card.frame);
      line.push(entry.line.at - at);
      card.push(entry.card.at - at);
    }
    const lineMedianMs = round(percentile(line, 50), 0);
    const cardMedianMs = round(percentile(card, 50), 0);
    return {
      jobs: gaps.length,
      maxFramesAfterCard: Math.max(...gaps),
      lineMedianMs,
      cardMedianMs,
      ratio: ratio(lineMedianMs, cardMedianMs),
    };
  } finally {
    await page.context().close();
    await Promise.all(jobs.map(({ id }) => sim.control(`jobs/${id}/state`, { state: 'done' })));
  }
}
