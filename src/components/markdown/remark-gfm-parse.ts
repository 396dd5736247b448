// GitHub-flavoured markdown for reading only: tables, strikethrough, task lists and bare links.
// remark-gfm also registers the markdown *writer* extensions (mdast-util-to-markdown, about 6 KB
// gz) and footnotes, neither of which a viewer uses; this plugin adds the four parsers alone.
// Footnote syntax shows as the literal text it is.
import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmTaskListItemFromMarkdown } from 'mdast-util-gfm-task-list-item';
import { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';

/** What remark-parse reads from the processor's data (declared by remark-parse's own types). */
interface ParserData {
  micromarkExtensions?: unknown[];
  fromMarkdownExtensions?: unknown[];
}

// `this` is the unified processor; only its data() is used.
export function remarkGfmParse(this: { data: () => unknown }) {
  const data = this.data() as ParserData;
  (data.micromarkExtensions ??= []).push(
    gfmAutolinkLiteral(),
    gfmStrikethrough(),
    gfmTable(),
    gfmTaskListItem(),
  );
  (data.fromMarkdownExtensions ??= []).push(
    gfmAutolinkLiteralFromMarkdown(),
    gfmStrikethroughFromMarkdown(),
    gfmTableFromMarkdown(),
    gfmTaskListItemFromMarkdown(),
  );
}
