// The XSS corpus (xss-payloads.ts) through every other place that shows service text: job titles
// on board cards, the job page (title, failure reason, the agent's question and its choices), the
// inbox, the command palette, "While you were away", desktop notifications (the body must be the
// title as text), the chat export and file names in downloads. Passing means: no dialog, no
// `window.__xss`, no CSP violation, and no element the payloads could have injected.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { newChat } from './chat-helpers';
import { column, cutStream, expect, openLive, streamStatus, test, type Control } from './fixtures';
import { XSS_FILE_NAMES, XSS_PAYLOADS } from './xss-payloads';

declare global {
  interface Window {
    __xss?: unknown;
    __cspViolations?: string[];
    __notes?: { title: string; body: unknown }[];
  }
}

/** Payloads that fit on one line: titles, choices and failure reasons. */
const ONE_LINE = XSS_PAYLOADS.filter((payload) => !payload.includes('\n') && payload.length < 110);

/** Anything in the document a payload could have made: handlers, active tags, unsafe URLs. */
function injected(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const active = ['script', 'object', 'embed', 'iframe', 'marquee', 'keygen', 'isindex', 'base', 'math'];
    for (const element of document.body.querySelectorAll('*')) {
      const tag = element.tagName.toLowerCase();
      if (active.includes(tag) || tag === 'x' || tag === 'template') found.push(`<${tag}>`);
      for (const { name, value } of Array.from(element.attributes)) {
        if (/^on/i.test(name)) found.push(`${tag}[${name}]`);
        if (/href|src|action|data/i.test(name) && /^\s*(javascript|vbscript|data:text)/i.test(value))
          found.push(`${tag}[${name}=${value}]`);
      }
      if (tag === 'img' && !/^(blob:|https?:|\/)/.test(element.getAttribute('src') ?? ''))
        found.push(`img[src=${element.getAttribute('src')}]`);
    }
    return found;
  });
}

async function expectUntouched(page: Page, dialogs: string[]) {
  expect(dialogs).toEqual([]);
  expect(await page.evaluate(() => window.__xss)).toBeUndefined();
  expect(await page.evaluate(() => window.__cspViolations ?? [])).toEqual([]);
  expect(await injected(page)).toEqual([]);
}

function watchDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return dialogs;
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
    // Notifications are recorded: what the app hands the browser must be text.
    const notes: { title: string; body: unknown }[] = [];
    window.__notes = notes;
    class RecordingNotification {
      static permission = 'granted';
      static requestPermission = async () => 'granted';
      onclick: (() => void) | null = null;
      constructor(title: string, options?: { body?: unknown }) {
        notes.push({ title, body: options?.body });
      }
      close() {}
    }
    Object.defineProperty(window, 'Notification', { value: RecordingNotification, configurable: true });
  });
});

async function primaryChatOf(control: Control, jobId: string): Promise<string> {
  const { body } = await control.api('GET', `/v1/jobs/${jobId}`);
  const record = (body ?? {}) as Record<string, Record<string, unknown> | undefined>;
  const job = record.job ?? record.data ?? record;
  return String(job.primary_session_id);
}

test('no payload runs from job titles, failure reasons, questions or choices, anywhere they show', async ({
  page,
  context,
  control,
}) => {
  test.setTimeout(150_000);
  await context.grantPermissions(['notifications']);
  const dialogs = watchDialogs(page);
  await openLive(page, '/jobs');
  await page.getByRole('button', { name: 'Notify me when input is needed' }).click();

  // Jobs waiting for an answer, titled with payloads, each asking a question whose choices are payloads.
  const titles = ONE_LINE.slice(0, 16);
  const { ids } = (await control.post('jobs/bulk', { count: titles.length, state: 'backlog' })) as {
    ids: string[];
  };
  for (const [index, id] of ids.entries()) {
    const choices = ONE_LINE.slice(16 + index * 3, 19 + index * 3);
    const chat = await primaryChatOf(control, id);
    await control.post(`sessions/${chat}/messages`, {
      text: `Which one should I use?\n\n${choices.map((choice, n) => `${n + 1}. ${choice}`).join('\n')}`,
    });
    await control.post(`jobs/${id}/state`, { state: 'ambiguous', title: titles[index] });
  }
  // Failed jobs whose failure reason is a payload.
  const reasons = ONE_LINE.slice(70, 78);
  const failed = (await control.post('jobs/bulk', { count: reasons.length, state: 'backlog' })) as {
    ids: string[];
  };
  for (const [index, id] of failed.ids.entries())
    await control.post(`jobs/${id}/state`, {
      state: 'failed',
      title: ONE_LINE[80 + index],
      failure_reason: reasons[index],
    });

  // Board cards.
  const waiting = column(page, 'Needs input');
  await expect(waiting.getByRole('link', { name: titles[0], exact: false }).first()).toBeVisible();
  await expect(column(page, 'Failed').getByRole('link', { name: ONE_LINE[80] }).first()).toBeVisible();
  await expectUntouched(page, dialogs);

  // Notifications: one per waiting job, its title handed over as text.
  await expect
    .poll(() => page.evaluate(() => window.__notes?.length ?? 0))
    .toBeGreaterThanOrEqual(titles.length);
  const notes = await page.evaluate(() => window.__notes ?? []);
  for (const note of notes) {
    expect(note.title).toBe('A job needs your input');
    expect(typeof note.body).toBe('string');
  }
  expect(notes.map((note) => note.body)).toEqual(expect.arrayContaining(titles));

  // The job page: title, failure reason, the question and its choice buttons.
  await page.goto(`/jobs/${failed.ids[0]}`);
  await expect(page.getByText(reasons[0] ?? '', { exact: true })).toBeVisible();
  await expectUntouched(page, dialogs);
  await page.goto(`/jobs/${ids[0]}`);
  await expect(page.getByRole('heading', { name: titles[0], exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: ONE_LINE[16], exact: true })).toBeVisible();
  await expectUntouched(page, dialogs);

  // The inbox: titles, questions and choices.
  await page.goto('/inbox');
  const needsYou = page.getByRole('list', { name: 'Needs you' });
  await expect(needsYou.getByRole('button', { name: ONE_LINE[19], exact: true })).toBeVisible();
  await expectUntouched(page, dialogs);

  // The palette, searching the titles.
  await page.getByRole('button', { name: 'Search and commands' }).click();
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await palette.getByRole('combobox', { name: 'Search or run a command' }).fill('<');
  await expect(palette.getByRole('option').first()).toBeVisible();
  await expectUntouched(page, dialogs);
  await page.keyboard.press('Escape');

  // While you were away: jobs renamed and settled while the stream was cut.
  await page.goto('/jobs');
  await expect(streamStatus(page)).toHaveText('Live');
  await cutStream(page, control, async () => {
    for (const [index, id] of ids.slice(0, 6).entries())
      await control.post(`jobs/${id}/state`, { state: 'done', title: ONE_LINE[90 + index] });
  });
  await expect(
    page.getByRole('region', { name: 'While you were away' }).getByRole('link').first(),
  ).toBeVisible();
  await expectUntouched(page, dialogs);
  for (const id of [...ids, ...failed.ids]) await control.post(`jobs/${id}/state`, { state: 'done' });
});

test('no payload runs from the chat export or from the names of downloaded files', async ({
  page,
  control,
}) => {
  test.setTimeout(90_000);
  const dialogs = watchDialogs(page);
  const chatId = await newChat(page);
  await control.post(`sessions/${chatId}/messages`, { text: XSS_PAYLOADS.slice(0, 80).join('\n\n') });
  await control.post('events', {
    frames: [{ type: 'session.settled', session_id: chatId, session: { id: chatId, title: ONE_LINE[3] } }],
  });
  await expect(page.getByRole('log', { name: 'Conversation' })).toContainText('window.__xss=1');

  await page.getByRole('button', { name: 'Export chat' }).click();
  const exported = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Markdown, latest revisions' }).click();
  const file = await exported;
  expect(file.suggestedFilename()).toMatch(/^[\w.-]+\.md$/);
  expect(await readFile(await file.path(), 'utf8')).toContain('window.__xss=1');
  await expectUntouched(page, dialogs);

  const names = XSS_FILE_NAMES.slice(0, 12);
  const files = page.getByRole('region', { name: 'Files' });
  await files
    .getByLabel('Upload file')
    .setInputFiles(
      names.map((name, index) => ({ name, mimeType: 'text/plain', buffer: Buffer.from(`file ${index}`) })),
    );
  await expect(files.getByRole('link', { name: /^Download / })).toHaveCount(names.length);
  for (const link of (await files.getByRole('link', { name: /^Download / }).all()).slice(0, 6)) {
    const download = page.waitForEvent('download');
    await link.click();
    const name = (await download).suggestedFilename();
    expect(name).not.toMatch(/[/\\\0<>]/);
  }
  await expectUntouched(page, dialogs);
});
