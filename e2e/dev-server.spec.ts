// The first thing anyone runs is `npm start`: the dev server, with React's StrictMode running every
// effect twice on mount. The built app hides what that breaks, so this journey runs the dev server
// itself (its in-process simulator on the demo account) and answers from the board as a newcomer.
import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { freePort, waitForHttp } from '../bench/stack.ts';

let server: { url: string; child: ChildProcess } | undefined;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures argument as a pattern
test.beforeAll(async ({}, testInfo) => {
  test.skip(testInfo.project.name !== 'flat', 'the dev server speaks one dialect');
  testInfo.setTimeout(120_000);
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['node_modules/vite/bin/vite.js', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, SIMULATOR_SPEED: '4' } },
  );
  server = { url: `http://127.0.0.1:${port}`, child };
  await waitForHttp(`${server.url}/agent-console.json`, child, 60_000);
});

test.afterAll(() => {
  server?.child.kill('SIGTERM');
});

const TITLE = /^Deploy the new pricing page/;

test('on the dev server, Answer on the board opens the drawer, and stays open', async ({ page }) => {
  await page.goto(`${server?.url}/jobs`);
  const board = page.getByRole('region', { name: 'Jobs board' });
  const needsInput = board.getByRole('region', { name: 'Needs input', exact: true });
  await expect(needsInput.getByRole('link', { name: TITLE })).toBeVisible({ timeout: 60_000 });
  await needsInput.getByRole('button', { name: 'Answer' }).click();
  const drawer = page.getByRole('dialog', { name: /^Answer “Deploy the new pricing page/ });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Send answer' })).toBeVisible();
  await expect(page).toHaveURL(/[?&]answer=/);
  // StrictMode's second mount used to close it a task later: it must still be open.
  await expect(drawer.getByRole('textbox', { name: 'Answer' })).toBeEditable();
  await expect(page).toHaveURL(/[?&]answer=/);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(page).not.toHaveURL(/[?&]answer=/);
});

test('on the dev server, a pasted ?answer= link opens the drawer', async ({ page }) => {
  await page.goto(`${server?.url}/jobs`);
  const needsInput = page.getByRole('region', { name: 'Needs input', exact: true });
  const card = needsInput.getByRole('link', { name: TITLE });
  await expect(card).toBeVisible({ timeout: 60_000 });
  const href = await card.getAttribute('href');
  const jobId = href?.split('/').pop() ?? '';
  expect(jobId).not.toBe('');
  await page.goto(`${server?.url}/jobs?answer=${jobId}`);
  const drawer = page.getByRole('dialog', { name: /^Answer “Deploy the new pricing page/ });
  await expect(drawer).toBeVisible({ timeout: 30_000 });
  await expect(drawer.getByRole('textbox', { name: 'Answer' })).toBeEditable();
  await expect(page).toHaveURL(new RegExp(`[?&]answer=${jobId}`));
});
