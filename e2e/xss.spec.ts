// The XSS corpus (see xss-payloads.ts) through every place untrusted text appears: agent
// messages (the simulator's control endpoint), a person's own message, artifact titles and
// bodies of every viewer kind (inline `artifact.created` frames, which the app shows as they
// come), chat titles (`session.settled` frames) and file names (uploads). Batched into a few
// messages, frames and one upload, so the corpus runs in seconds. Passing means: no dialog, no
// `window.__xss`, no CSP violation in the app's document, and no live markup in the DOM.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { conversation, newChat, working } from './chat-helpers';
import { batches, XSS_FILE_NAMES, XSS_PAYLOADS } from './xss-payloads';

declare global {
  interface Window {
    __xss?: unknown;
    __cspViolations?: string[];
  }
}

/** Everything in the page that could run or beacon: handlers, script-ish tags, unsafe URLs. */
function unsafeMarkup(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const urlAttributes = /^(href|src|action|formaction|xlink:href|data|srcdoc|background|poster)$/i;
    // Where untrusted text is shown: messages, artifact entries, file entries, the chat list.
    const roots =
      '[role="log"] article, section[aria-label="Artifacts"] > ul, section[aria-label="Files"] ul, section[aria-labelledby="known-chats-heading"] ul';
    const elements = [...document.querySelectorAll(roots)].flatMap((root) => [
      root,
      ...root.querySelectorAll('*'),
    ]);
    if (elements.length === 0) problems.push('nothing to scan');
    for (const element of elements) {
      const tag = element.tagName.toLowerCase();
      for (const attribute of Array.from(element.attributes)) {
        if (/^on/i.test(attribute.name)) problems.push(`${tag}[${attribute.name}]`);
        if (
          urlAttributes.test(attribute.name) &&
          /^\s*(javascript|vbscript|data:text)/i.test(attribute.value)
        )
          problems.push(`${tag}[${attribute.name}=${attribute.value}]`);
      }
      if (
        [
          'script',
          'object',
          'embed',
          'base',
          'meta',
          'link',
          'style',
          'form',
          'svg',
          'math',
          'video',
          'audio',
          'input',
        ].includes(tag)
      ) {
        // GFM task lists are the one input markdown makes: a disabled checkbox.
        const taskBox =
          tag === 'input' && element.getAttribute('type') === 'checkbox' && element.hasAttribute('disabled');
        if (!taskBox) problems.push(`<${tag}>`);
      }
      if (
        tag === 'iframe' &&
        (element.getAttribute('sandbox') !== '' ||
          element.hasAttribute('src') ||
          element.getAttribute('title') !== 'Artifact preview')
      )
        problems.push('unsandboxed iframe');
      if (tag === 'img' && !/^blob:/.test(element.getAttribute('src') ?? ''))
        problems.push(`img[src=${element.getAttribute('src')}]`);
      if (tag === 'a') {
        const href = element.getAttribute('href') ?? '';
        if (href && !/^(https?:|mailto:|\/(?!\/))/i.test(href)) problems.push(`a[href=${href}]`);
      }
    }
    return problems;
  });
}

async function expectUntouched(page: Page, dialogs: string[]) {
  expect(dialogs).toEqual([]);
  expect(await page.evaluate(() => window.__xss)).toBeUndefined();
  expect(await page.evaluate(() => window.__cspViolations ?? [])).toEqual([]);
  expect(await unsafeMarkup(page)).toEqual([]);
}

/** Scrolls the virtual conversation top to bottom, collecting which batch markers were mounted. */
async function markersMounted(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const log = document.querySelector('[role="log"]');
    if (!(log instanceof HTMLElement)) return [];
    const seen = new Set<string>();
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    log.scrollTop = 0;
    for (let step = 0; step < 400; step += 1) {
      await frame();
      for (const match of log.textContent?.matchAll(/XSS batch (\d+)/g) ?? []) seen.add(match[1] ?? '');
      if (log.scrollTop + log.clientHeight >= log.scrollHeight - 2) break;
      log.scrollTop += log.clientHeight * 0.7;
    }
    return [...seen].sort((a, b) => Number(a) - Number(b));
  });
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
});

test('the corpus is at least 250 payloads', () => {
  expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(250);
});

test(
  'no payload runs from agent messages, own messages, artifacts, chat titles or file names',
  { tag: '@wire' },
  async ({ page, control }) => {
    test.setTimeout(90_000);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
    await page.setViewportSize({ width: 1280, height: 1600 });
    const chatId = await newChat(page);

    // Agent messages: the whole corpus in 15 messages, each rendered by the markdown renderer.
    const messageBatches = batches(XSS_PAYLOADS, 25);
    for (const [index, batch] of messageBatches.entries()) {
      await control.post(`sessions/${chatId}/messages`, {
        text: [`XSS batch ${index + 1}`, ...batch].join('\n\n'),
      });
    }
    await expect(conversation(page)).toContainText(`XSS batch ${messageBatches.length}`);
    expect(await markersMounted(page)).toEqual(messageBatches.map((_, index) => String(index + 1)));
    await expectUntouched(page, dialogs);

    // A person's own message: shown as typed, never parsed.
    await page.getByRole('textbox', { name: 'Message' }).fill(XSS_PAYLOADS.slice(0, 60).join('\n'));
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(conversation(page).getByRole('article', { name: /^You/ })).toContainText(
      '<script>window.__xss=1</script>',
    );
    await expect(working(page)).toHaveCount(0);

    // Artifacts: titles (one artifact each for 60 payloads) and bodies of every viewer kind.
    const frame = (title: string, kind: string, content: string) => {
      const artifactId = randomUUID();
      return {
        type: 'artifact.created',
        artifact_id: artifactId,
        session_id: chatId,
        artifact: {
          id: randomUUID(),
          artifact_id: artifactId,
          session_id: chatId,
          version: 1,
          title,
          kind,
          content,
        },
      };
    };
    const frames = [
      ...XSS_PAYLOADS.slice(0, 60).map((payload) => frame(payload, 'text', payload)),
      ...batches(XSS_PAYLOADS, 120).map((batch, index) =>
        frame(`XSS markdown ${index + 1}`, 'markdown', batch.join('\n\n')),
      ),
      frame('XSS html', 'html', XSS_PAYLOADS.join('\n')),
      frame('XSS json', 'json', JSON.stringify({ payloads: XSS_PAYLOADS })),
      frame('XSS code', 'code', XSS_PAYLOADS.join('\n')),
      frame('XSS unknown kind', 'weird', XSS_PAYLOADS.join('\n')),
    ];
    // The frames announce artifacts the simulator does not hold, so a re-read of the chat's
    // artifacts that was under way as the turn ended replaces them with the service's (none): they
    // are announced again until they stay (the same ids, so nothing is added twice).
    const artifacts = page.getByRole('region', { name: 'Artifacts' });
    await expect(async () => {
      if (!(await artifacts.getByRole('article', { name: 'XSS code' }).isVisible()))
        await control.post('events', { frames });
      await expect(artifacts.getByRole('article', { name: 'XSS code' })).toBeVisible({ timeout: 5000 });
      await expect(
        artifacts.getByRole('article', { name: '<script>window.__xss=1</script>', exact: true }),
      ).toBeVisible({ timeout: 5000 });
      await expect(page.frameLocator('iframe[title="Artifact preview"]').locator('body')).toContainText(
        'alert',
        { timeout: 5000 },
      );
    }).toPass({ timeout: 40_000 });
    await expectUntouched(page, dialogs);

    // File names: every payload that can be a file name, uploaded at once.
    const names = XSS_FILE_NAMES.slice(0, 40);
    await page
      .getByRole('region', { name: 'Files' })
      .getByLabel('Upload file')
      .setInputFiles(
        names.map((name, index) => ({ name, mimeType: 'text/plain', buffer: Buffer.from(`file ${index}`) })),
      );
    await expect(
      page.getByRole('region', { name: 'Files' }).getByRole('link', { name: /^Download / }),
    ).toHaveCount(names.length);
    await expectUntouched(page, dialogs);

    // Chat titles named by the event stream, on the chat list.
    await control.post('events', {
      frames: XSS_PAYLOADS.slice(0, 30).map((title) => ({
        type: 'session.settled',
        session_id: randomUUID(),
        session: { id: randomUUID(), title },
      })),
    });
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /^Chats/ })
      .click();
    await expect(page.getByRole('link', { name: '<script>window.__xss=1</script>' }).first()).toBeVisible();
    await expectUntouched(page, dialogs);
  },
);
