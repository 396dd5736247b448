// Very long agent replies. Past 64 KB a reply shows as plain text in a box of its own, drawn a
// few rows past the view, with its formatted view on demand ("Show formatted"), which is parsed
// piece by piece. How long the page's tasks are is the bench's to measure; here the longest task
// is only recorded, as a diagnostic beside the test.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { conversation, newChat, send } from './chat-helpers';

// Recording the trace of a page this large would take most of the test's time.
test.use({ trace: 'off' });

/** Records the page's long tasks from the start (a diagnostic, never asserted on). */
async function recordLongTasks(page: Page) {
  await page.addInitScript(() => {
    const durations: number[] = [];
    Object.assign(window, { longTaskDurations: durations });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) durations.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
}

async function longestTask(page: Page): Promise<number> {
  return page.evaluate(() => {
    const durations = (window as unknown as { longTaskDurations?: number[] }).longTaskDurations ?? [];
    return Math.round(Math.max(0, ...durations));
  });
}

test('a very long markdown reply shows plain first, and formatted on demand, piece by piece', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await newChat(page);
  await send(page, 'Write me an essay');
  const reply = conversation(page).getByRole('article', { name: /^Agent/ });
  await expect(reply.getByRole('region', { name: 'Plain text' })).toBeVisible({ timeout: 30_000 });
  await reply.getByRole('button', { name: 'Show formatted' }).click();
  await expect(reply.getByRole('heading', { name: 'Part 1', exact: true })).toBeVisible({ timeout: 30_000 });
  // While the rest is formatted, typing still lands in the composer.
  const composer = page.getByRole('textbox', { name: 'Message' });
  await composer.pressSequentially('still typing');
  await expect(composer).toHaveValue('still typing');
  await page.waitForFunction(() => !document.body.textContent.includes('Formatting a long text'), null, {
    timeout: 90_000,
  });
  // Taller than a few screens: its pieces are drawn a few past the view, not all 1,500 parts.
  const formatted = reply.getByRole('region', { name: 'Formatted text' });
  expect(await formatted.locator('pre').count()).toBeLessThan(500);
  await expect(async () => {
    await formatted.evaluate((element) => {
      element.scrollTop = element.scrollHeight;
    });
    await expect(formatted.getByRole('heading', { name: 'Part 1500', exact: true })).toBeVisible({
      timeout: 1_000,
    });
  }).toPass({ timeout: 30_000 });
  expect(await formatted.locator('pre').count()).toBeLessThan(500);
});

test('a 5 MB reply with no blank line opens as plain text, drawn a few rows at a time', async ({
  page,
  control,
}) => {
  test.setTimeout(120_000);
  await recordLongTasks(page);
  const chatId = await newChat(page);
  const line = '2026-11-26T10:00:00Z INFO worker-3 processed item in 12 ms, queue depth 4\n';
  const lines = Math.ceil((5 * 1024 * 1024) / line.length);
  await control.post(`sessions/${chatId}/messages`, { text: line, repeat: lines });
  const reply = conversation(page).getByRole('article', { name: /^Agent/ });
  const plain = reply.getByRole('region', { name: 'Plain text' });
  await expect(plain).toBeVisible({ timeout: 60_000 });
  await expect(reply.getByText(`${lines.toLocaleString('en-US')} lines`, { exact: false })).toBeVisible();
  // Virtualised: tens of rows on the page for tens of thousands of lines.
  await expect(plain.locator('[data-index]').first()).toContainText('processed item');
  const drawn = await plain.locator('[data-index]').count();
  expect(drawn).toBeLessThan(200);
  // Scrolled to its end, the last lines are drawn, still only a few.
  // (Rows measure themselves as they are drawn, so the end may move: scroll until it is there.)
  await expect(async () => {
    await plain.evaluate((element) => {
      element.scrollTop = element.scrollHeight;
    });
    await expect(plain.locator(`[data-index="${lines}"]`)).toBeAttached({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  expect(await plain.locator('[data-index]').count()).toBeLessThan(200);

  const composer = page.getByRole('textbox', { name: 'Message' });
  await composer.pressSequentially('typing beside 5 MB');
  await expect(composer).toHaveValue('typing beside 5 MB');

  await reply.getByRole('button', { name: 'Show formatted' }).click();
  await expect(reply.getByRole('button', { name: 'Show plain text' })).toBeVisible();
  await expect(reply.locator('p', { hasText: 'processed item' }).first()).toBeVisible({ timeout: 30_000 });
  // Formatted, it is still drawn a few pieces at a time: tens of the hundreds parsed.
  const formatted = reply.getByRole('region', { name: 'Formatted text' });
  await expect
    .poll(async () => Number(await formatted.getAttribute('data-pieces')), { timeout: 30_000 })
    .toBeGreaterThan(200);
  expect(await formatted.locator('[data-index]').count()).toBeLessThan(50);
  await composer.pressSequentially('!');
  await expect(composer).toHaveValue('typing beside 5 MB!');
  test
    .info()
    .annotations.push({ type: 'longest task (diagnostic)', description: `${await longestTask(page)} ms` });
});
