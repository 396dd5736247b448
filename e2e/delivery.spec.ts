// The write path as a person meets it (issue 35): a held answer goes as its tab closes, with no
// other tab open; an old held answer is not sent to a newer question; storage that refuses still
// sends, and says so; a key switched mid-hold never carries another account's answer.
import type { Page } from '@playwright/test';
import { DEMO_KEY, OTHER_KEY, expect, openLive, test, unique, type Control } from './fixtures';
import { answerThroughApi, dispatchThroughApi, inboxItem } from './inbox-helpers';

test.use({ holdSeconds: 10 });

interface Said {
  role: string;
  text: string;
}

/** The chat's messages as the service holds them (read as the demo account, not by the page). */
async function messagesOf(control: Control, sessionId: string): Promise<Said[]> {
  const { body } = await control.api('GET', `/v1/sessions/${sessionId}/messages`);
  const record = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const list = (
    Array.isArray(body) ? body : (record.messages ?? record.data ?? record.items ?? [])
  ) as Record<string, unknown>[];
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return list.map((message) => ({
    role: text(message.role) || text(message.author),
    text: text(message.content) || text(message.text) || text(message.message),
  }));
}

const answered = async (control: Control, sessionId: string, text: string) =>
  (await messagesOf(control, sessionId)).filter(({ role, text: said }) => role === 'user' && said === text)
    .length;

/** A job of its own that asks (`title` plus a tag), answered "Staging" in the Inbox and held. */
async function holdAnswer(page: Page, control: Control, title: string) {
  const tagged = `${title}, ask me ${unique()}`;
  const job = await dispatchThroughApi(control, tagged);
  await openLive(page, '/inbox');
  const item = inboxItem(page, tagged);
  await expect(item.getByRole('button', { name: 'Staging', exact: true })).toBeVisible();
  await item.getByRole('button', { name: 'Staging', exact: true }).click();
  await expect(item.getByRole('status').filter({ hasText: /^Sending in \d+ s$/ })).toBeVisible();
  return { ...job, title: tagged };
}

test('a held answer goes out as its tab closes, with no other tab open, long before its hold ends', async ({
  page,
  control,
}) => {
  const job = await holdAnswer(page, control, 'Close the lid');
  expect(page.context().pages()).toHaveLength(1);
  const closed = Date.now();
  await page.close({ runBeforeUnload: true });
  // The hold is 10 s: an answer there within 5 s left as the page went.
  await expect.poll(() => answered(control, job.sessionId, 'Staging'), { timeout: 5_000 }).toBe(1);
  expect(Date.now() - closed).toBeLessThan(10_000);
});

test('an answer held in a tab that went offline and closed is not sent to the newer question the job asks', async ({
  browser,
  control,
}) => {
  const context = await browser.newContext();
  const first = await context.newPage();
  const job = await holdAnswer(first, control, 'Moved on');
  // A blank tab keeps the window open while the app's tab closes.
  await context.newPage();
  await context.setOffline(true);
  const gone = first.waitForEvent('close');
  await first.close({ runBeforeUnload: true });
  await gone;
  // Meanwhile (from a phone, say) the agent moves on and asks something new.
  await control.post(`sessions/${job.sessionId}/messages`, {
    text: 'Change of plan: which region?\n\n1. Europe\n2. Asia',
  });
  await context.setOffline(false);
  const next = await context.newPage();
  await openLive(next, '/inbox');
  const item = inboxItem(next, job.title);
  // Its tab sent it as it closed, offline, with no word of the outcome: another tab waits 15 s
  // for such a request before it looks for the answer in the chat.
  await expect(item.getByRole('alert')).toContainText('Not sent: the job moved on.', { timeout: 30_000 });
  await expect(item.getByRole('alert')).toContainText('“Staging”');
  expect(await answered(control, job.sessionId, 'Staging')).toBe(0);
  // The person decides: Discard lets it go, and the new question is answered as usual.
  await item.getByRole('button', { name: 'Discard', exact: true }).click();
  await expect(item.getByRole('alert')).toHaveCount(0);
  await context.close();
  await answerThroughApi(control, job, 'Europe');
});

test('an answer storage refuses to keep is still sent, and the tab says it is not saved', async ({
  page,
  control,
}) => {
  // Every IndexedDB write of this page is refused, as a full disk would.
  await page.addInitScript(() => {
    IDBObjectStore.prototype.put = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  const job = await holdAnswer(page, control, 'Full disk');
  await expect(
    inboxItem(page, job.title).getByText('Not saved on this device: keep this tab open'),
  ).toBeVisible();
  await expect.poll(() => answered(control, job.sessionId, 'Staging'), { timeout: 20_000 }).toBe(1);
});

test('an answer held when the key changes to another account waits for its own key, and never goes with the other', async ({
  page,
  control,
}) => {
  const job = await holdAnswer(page, control, 'Two keys');
  const sentWith: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes(`/v1/sessions/${job.sessionId}/messages`))
      sentWith.push(request.headers().authorization ?? '');
  });
  const heldUntil = Date.now() + 10_000;
  await switchKey(page, OTHER_KEY);
  // Past the hold, on the other account's key: nothing went.
  await expect.poll(() => Date.now() > heldUntil + 1_000, { timeout: 15_000 }).toBe(true);
  expect(sentWith).toEqual([]);
  expect(await answered(control, job.sessionId, 'Staging')).toBe(0);
  // Its own key back: it is looked for in the chat, found missing, and sent, with that key.
  await switchKey(page, DEMO_KEY);
  await expect.poll(() => answered(control, job.sessionId, 'Staging'), { timeout: 15_000 }).toBe(1);
  expect(sentWith).toEqual([`Bearer ${DEMO_KEY}`]);
});

/** Saves another key in Settings, reached inside the app: a page load would send what is held. */
async function switchKey(page: Page, key: string) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  await page.getByLabel('API key').fill(key);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status', { name: 'Event stream' })).toHaveText('Live');
}

/** How many POST /v1/jobs the page sent with `message`. */
function countDispatches(page: Page, message: string) {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/v1/jobs'))
      if (request.postData()?.includes(message)) seen.count += 1;
  });
  return seen;
}

test('a dispatch typed offline goes once the network is back, once; a refused one keeps its text through a reload, with Retry', async ({
  page,
}) => {
  const offlineJob = `Typed offline ${unique()}`;
  const sent = countDispatches(page, offlineJob);
  await openLive(page, '/jobs');
  // The person starts on the job while online (its code comes then), and the network drops.
  const code = page.waitForResponse((response) => response.url().includes('/dispatch-jobs-'));
  await page.getByRole('textbox', { name: 'New job' }).focus();
  await code;
  await page.context().setOffline(true);
  await page.getByRole('textbox', { name: 'New job' }).fill(offlineJob);
  await page.getByRole('button', { name: 'Dispatch' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Dispatching 1 job…' })).toBeVisible();
  await page.context().setOffline(false);
  await expect(page.getByRole('link', { name: new RegExp(`^${offlineJob}`) })).toBeVisible({
    timeout: 15_000,
  });
  expect(sent.count).toBe(1);

  // The service refuses the next dispatch: its record stays, in this tab and after a reload.
  const refusedJob = `Refused once ${unique()}`;
  const tried = countDispatches(page, refusedJob);
  let refuse = true;
  await page.route('**/v1/jobs', async (route) => {
    if (route.request().method() !== 'POST' || !refuse) return route.fallback();
    refuse = false;
    await route.fulfill({ status: 422, json: { error: 'queue full' } });
  });
  await page.getByRole('textbox', { name: 'New job' }).fill(refusedJob);
  await page.getByRole('button', { name: 'Dispatch' }).click();
  const alert = page.getByRole('alert').filter({ hasText: `Not dispatched: “${refusedJob}”` });
  await expect(alert).toContainText('queue full');
  await page.reload();
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('link', { name: new RegExp(`^${refusedJob}`) })).toBeVisible();
  await expect(alert).toHaveCount(0);
  expect(tried.count).toBe(2);
});
