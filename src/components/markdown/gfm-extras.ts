// The GitHub-flavoured parts a reply seldom has: strikethrough, task lists and bare links. Their
// own chunk, fetched beside the renderer only for a text that may hold one (needsGfmExtras in
// parse-markdown.ts), so a chat whose replies have none never downloads them.
import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTaskListItemFromMarkdown } from 'mdast-util-gfm-task-list-item';
import { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import type { GfmExtras } from './parse-markdown';

export const GFM_EXTRAS: GfmExtras = {
  extensions: [gfmAutolinkLiteral(), gfmStrikethrough(), gfmTaskListItem()],
  mdastExtensions: [
    gfmAutolinkLiteralFromMarkdown(),
    gfmStrikethroughFromMarkdown(),
    gfmTaskListItemFromMarkdown(),
  ],
};
