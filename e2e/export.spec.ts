// A chat downloads as Markdown: messages with their authors, and the artifacts' latest revision
// or every revision. A hostile message comes out inert: whole, as code, with no HTML or link.
import { readFile } from 'node:fs/promises';
import type { Nodes } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { conversation } from './chat-helpers';
import { expect, openLive, test } from './fixtures';

test('a chat exports as Markdown with the latest or every revision', async ({ page, control }) => {
  const created = await control.api('POST', '/v1/sessions', {});
  const body = created.body as Record<string, unknown>;
  const chatId = String(((body.session ?? body.data ?? body) as Record<string, unknown>).id);

  await openLive(page, `/chats/${chatId}`);
  const message = page.getByRole('textbox', { name: 'Message' });
  await message.fill('Write the artifact please');
  await message.press('Enter');
  const artifacts = page.getByRole('region', { name: 'Artifacts' });
  await expect(artifacts.getByText('Version 1 of 1')).toBeVisible();
  await message.fill('Now revise it');
  await message.press('Enter');
  await expect(artifacts.getByText('Version 2 of 2')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Agent is working…' })).toHaveCount(0);

  const exportAs = async (name: string) => {
    await page.getByRole('button', { name: 'Export chat' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.md$/);
    return readFile(await file.path(), 'utf8');
  };

  const latest = await exportAs('Markdown, latest revisions');
  expect(latest).toContain('**You** · ');
  expect(latest).toContain('Write the artifact please');
  expect(latest).toContain('**Agent** · ');
  expect(latest).toContain('### Report (version 2 of 2)');
  expect(latest).not.toContain('(version 1 of 2)');

  const all = await exportAs('Markdown, every revision');
  expect(all).toContain('### Report (version 1 of 2)');
  expect(all).toContain('### Report (version 2 of 2)');

  const hostile = '```\r```\n<img src=x onerror=alert(1)>\n[x]:\njavascript:alert(4)\n\n[x]';
  await message.fill(hostile);
  await message.press('Enter');
  // The message is in the chat before the export (the agent's "working" may not have shown yet:
  // its absence alone raced the send).
  await expect(
    conversation(page).getByRole('article', { name: /^You/ }).filter({ hasText: 'javascript:alert(4)' }),
  ).toHaveCount(1);
  await expect(page.getByRole('status').filter({ hasText: 'Agent is working…' })).toHaveCount(0);
  const withHostile = await exportAs('Markdown, latest revisions');
  const tree = fromMarkdown(withHostile);
  const kinds = new Set<string>();
  const visit = (node: Nodes) => {
    kinds.add(node.type);
    if ('children' in node) for (const child of node.children) visit(child);
  };
  visit(tree);
  expect([...kinds].filter((kind) => ['html', 'link', 'definition', 'image'].includes(kind))).toEqual([]);
  expect(
    tree.children.some((node) => node.type === 'code' && node.value === hostile.replace('\r', '\n')),
  ).toBe(true);

  // On a phone the menu opens on the screen (anchored at the button's right, it ran off the left).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Export chat' }).click();
  const menu = await page.getByRole('group', { name: 'Export chat as Markdown' }).boundingBox();
  expect(menu?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((menu?.x ?? 0) + (menu?.width ?? 999)).toBeLessThanOrEqual(390);
});
