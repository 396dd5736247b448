// The conversation against the simulator (the @wire journeys in every dialect, the rest in flat):
// send → "Agent is working…" → reply; Enter and Shift+Enter; drafts across a reload; a refused
// send kept with Retry that sends once; the chat list; safe markdown; axe in each state; replies
// read without the event stream and announced once.
import {
  NO_EVENTS_KEY,
  expect,
  expectNoAxeViolations,
  openLive,
  saveKey,
  streamStatus,
  test,
  unique,
} from './fixtures';
import { conversation, newChat, send, replyTo, working } from './chat-helpers';

test(
  'new chat → send → "Agent is working…" → reply, and the chat is listed',
  { tag: ['@wire', '@deploy'] },
  async ({ page }) => {
    const id = await newChat(page);
    await expectNoAxeViolations(page);
    const text = `Hello agent ${unique()}`;
    // The simulated turn lasts ~0.25 s: hold the re-reads after the message went until "working" has
    // been seen, so that a slow moment of the test runner cannot miss it (a fixed delay did, on a
    // loaded machine). A read before the send (where the message will land) goes through.
    let release = () => {};
    const seen = new Promise<void>((resolve) => (release = resolve));
    let posted = false;
    await page.route('**/v1/sessions/*/messages', async (route) => {
      if (route.request().method() === 'POST') posted = true;
      else if (posted) await seen;
      await route.fallback();
    });
    const message = page.getByRole('textbox', { name: 'Message' });
    await expect(message).toBeFocused(); // a new chat opens ready to type in
    await message.fill(text);
    await message.press('Enter');
    await expect(message).toHaveValue('');
    const mine = conversation(page).getByRole('article', { name: /^You/ }).filter({ hasText: text });
    await expect(mine).toBeVisible();
    await expect(working(page)).toBeVisible();
    await expectNoAxeViolations(page);
    release();
    const reply = replyTo(page, text);
    await expect(reply).toBeVisible();
    await expect(working(page)).toHaveCount(0);
    await expect(mine).toHaveCount(1);
    await expectNoAxeViolations(page);

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /^Chats/ })
      .click();
    await expect(page).toHaveURL(/\/chats$/);
    // Exact: a notice of the reply ("Chat …: the agent replied") may still be up, linking there too.
    await expect(page.getByRole('link', { name: text, exact: true })).toHaveAttribute('href', `/chats/${id}`);
  },
);

test('Shift+Enter makes a new line; a double click on Send sends once', async ({ page, control }) => {
  const id = await newChat(page);
  const message = page.getByRole('textbox', { name: 'Message' });
  await message.fill('first line');
  await message.press('Shift+Enter');
  await message.pressSequentially('second line');
  await expect(message).toHaveValue('first line\nsecond line');
  await page.getByRole('button', { name: 'Send' }).dblclick();
  await expect(conversation(page).getByRole('article', { name: /^Agent/ })).toBeVisible();
  const dump = (await control.get('dump')) as {
    messages: Record<string, { role?: string; content?: unknown }[]>;
  };
  const users = (dump.messages[id] ?? []).filter((m) => m.role === 'user');
  expect(users).toHaveLength(1);
});

test('a draft survives a reload', async ({ page }) => {
  await newChat(page);
  const draft = `Half a thought ${unique()}\nand a second line`;
  await page.getByRole('textbox', { name: 'Message' }).fill(draft);
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(draft);
});

test(
  'a send that fails keeps its text with the reason, and Retry sends it once',
  { tag: '@wire' },
  async ({ page, control }) => {
    const id = await newChat(page);
    // Refused by the service (a failure on the network, or a gateway's 502-504 and a 429, instead
    // goes out by itself: outbox.spec.ts, lib/outbox.ts).
    await page.route('**/v1/sessions/*/messages', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, json: { error: 'the agent could not take it' } })
        : route.fallback(),
    );
    const text = `Please keep me ${unique()}`;
    await send(page, text);
    const failed = conversation(page).getByRole('article', { name: /^You, not sent/ });
    await expect(failed).toContainText(text);
    await expect(failed.getByRole('alert')).toContainText('The service failed (500)');
    await expect(working(page)).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.unroute('**/v1/sessions/*/messages');
    await failed.getByRole('button', { name: 'Retry' }).click();
    await expect(
      conversation(page)
        .getByRole('article', { name: /^Agent/ })
        .filter({ hasText: text }),
    ).toBeVisible();
    await expect(failed).toHaveCount(0);
    const dump = (await control.get('dump')) as { messages: Record<string, { role?: string }[]> };
    expect((dump.messages[id] ?? []).filter((m) => m.role === 'user')).toHaveLength(1);
  },
);

test('an agent reply in markdown renders safely: headings, code with Copy, links in a new tab', async ({
  page,
}) => {
  await newChat(page);
  await send(page, 'show me some markdown');
  const reply = conversation(page).getByRole('article', { name: /^Agent/ });
  await expect(reply.getByRole('heading', { name: 'Release notes' })).toBeVisible();
  await expect(reply.getByRole('button', { name: 'Copy' })).toBeVisible();
  const link = reply.getByRole('link', { name: 'service spec' });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(reply.locator('.hljs-keyword').first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an unknown chat id says the chat is not on the service', { tag: '@wire' }, async ({ page }) => {
  await openLive(page, '/chats/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('alert').filter({ hasText: 'This chat is not on the service.' })).toBeVisible();
  // Said once: the artifacts add no second alert, and nothing offers a retry that cannot help.
  await expect(
    page.getByRole('region', { name: 'Artifacts' }).getByText('None: this chat is not on the service.'),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await openLive(page, '/chats/not-a-uuid');
  await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible();
});

test('10,000 messages: only the visible ones are mounted; pinned to the bottom unless scrolled up', async ({
  page,
  control,
}) => {
  let count = 10_000;
  const messages = () =>
    Array.from({ length: count }, (_, i) => ({
      id: `m${i}`,
      role: i % 2 ? 'assistant' : 'user',
      content: `Message number ${i}`,
      created_at: '2025-01-01T10:00:00Z',
    }));
  await page.route('**/v1/sessions/*/messages', (route) =>
    route.request().method() === 'GET' ? route.fulfill({ json: messages() }) : route.fallback(),
  );
  const id = await newChat(page);
  const log = conversation(page);
  await expect(log.getByText('Message number 9999', { exact: true })).toBeVisible();
  // Until the virtualised log's code lands, the last 150 show in the plain log; then only what is visible.
  await expect.poll(() => log.getByRole('article').count()).toBeLessThan(60);

  // Scrolled up, a new message does not move the view; "New messages" leads down to it.
  await log.evaluate((element) => {
    element.scrollTop = 0;
  });
  await expect(log.getByText('Message number 0', { exact: true })).toBeVisible();
  count = 10_001;
  // The agent speaks: `session.settled` makes the app re-read the (mocked) messages.
  await control.post(`sessions/${id}/messages`, { text: 'a new reply' });
  const jump = page.getByRole('button', { name: 'New messages' });
  await expect(jump).toBeVisible();
  await expect(log.getByText('Message number 0', { exact: true })).toBeVisible();
  await jump.click();
  await expect(log.getByText('Message number 10000', { exact: true })).toBeVisible();
  await expect(jump).toHaveCount(0);
});

test(
  'without the event stream ("No access") a reply is still read, by re-reading with backoff, and announced once',
  { tag: '@wire' },
  async ({ page }) => {
    await saveKey(page, NO_EVENTS_KEY);
    await expect(streamStatus(page)).toHaveText('No access');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /^Chats/ })
      .click();
    await page.getByRole('button', { name: 'New chat', exact: true }).click();
    await expect(page).toHaveURL(/\/chats\/[0-9a-f-]{36}$/);
    await expect(conversation(page)).toBeVisible();
    // A turn can end before the first re-read: re-reads after the message went wait until "working"
    // has been seen (a read before the send, of where it will land, goes through).
    let reReads = Promise.resolve();
    let letReReadsGo = () => {};
    let posted = false;
    await page.route('**/v1/sessions/*/messages', async (route) => {
      if (route.request().method() === 'POST') posted = true;
      else if (posted) await reReads;
      await route.fallback();
    });
    // Every text the announcer's live region takes is something a screen reader says.
    const announcements = page.getByRole('status', { name: 'Announcements' });
    await announcements.evaluate((region) => {
      const said: string[] = [];
      Object.assign(window, { __said: said });
      new MutationObserver(() => said.push(region.textContent ?? '')).observe(region, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    });

    const replies = () =>
      page.evaluate(
        () => (Reflect.get(window, '__said') as string[]).filter((s) => s === 'The agent replied').length,
      );
    for (const [index, text] of [`No stream here ${unique()}`, `Still no stream ${unique()}`].entries()) {
      reReads = new Promise((resolve) => (letReReadsGo = resolve));
      posted = false;
      await send(page, text);
      await expect(working(page)).toBeVisible();
      letReReadsGo();
      // No session.settled can arrive: only a re-read after the turn ended can show the reply.
      await expect(replyTo(page, text)).toBeVisible();
      await expect(working(page)).toHaveCount(0);
      // Said once per reply, as "The agent replied": never the streamed text itself.
      await expect.poll(replies).toBe(index + 1);
    }
    await expect(streamStatus(page)).toHaveText('No access');
    expect(await replies()).toBe(2);
    await expectNoAxeViolations(page);
  },
);

test("the board's jobs bring their chats to the list, named after the job", async ({ page, control }) => {
  const title = `Summarise the incident ${unique()}`;
  const { ids } = (await control.post('jobs/bulk', { count: 1, state: 'done' })) as { ids: string[] };
  await control.post(`jobs/${ids[0] ?? ''}/state`, { state: 'done', title });
  await openLive(page, '/jobs');
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await page.getByRole('link', { name: 'Chats' }).click();
  await expect(
    page.getByRole('region', { name: 'Your chats' }).getByRole('link', { name: title }),
  ).toBeVisible();
});
