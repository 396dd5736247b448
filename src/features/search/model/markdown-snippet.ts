// The snippet of a Markdown text (an agent's message, a Markdown artifact) as a reader sees it:
// without its marks (`#`, `-`, `**`, a task's box, a link's address). Read by the renderer's own
// parser, with every GitHub-flavoured part it reads; raw HTML stays the literal text the renderer
// shows. Blocks (a paragraph, a heading, an item, a table's cell) become lines. The search's worker
// runs it: the parser decodes `&name;` from the entity table here, as a worker has no DOM to ask.
import { characterEntities } from 'character-entities';
import type { Nodes } from 'mdast';
import { GFM_EXTRAS } from '@/components/markdown/gfm-extras';
import { addGfmExtras, parseMarkdown } from '@/components/markdown/parse-markdown';
import { provideEntities } from '@/lib/markdown/named-character-reference';
import { BEFORE, LENGTH, snippetOf, windowOf } from './snippet';

provideEntities(characterEntities);
addGfmExtras(GFM_EXTRAS);

const BLOCKS = new Set<Nodes['type']>([
  'paragraph',
  'heading',
  'code',
  'blockquote',
  'listItem',
  'tableCell',
  'thematicBreak',
]);
/** Nodes whose children are blocks: raw HTML among them is a block of its own, elsewhere inline. */
const HOLDS_BLOCKS = new Set<Nodes['type']>(['root', 'blockquote', 'listItem']);

/** The words of `markdown`, a line per block. */
function markdownWords(markdown: string): string {
  const lines: string[] = [];
  let line = '';
  const endLine = () => {
    if (line.trim()) lines.push(line.trim());
    line = '';
  };
  const read = (node: Nodes, parent: Nodes['type']) => {
    if (node.type === 'text' || node.type === 'inlineCode' || node.type === 'code' || node.type === 'html')
      line += node.value;
    else if (node.type === 'image' || node.type === 'imageReference') line += node.alt ?? '';
    else if (node.type === 'break') line += ' ';
    if ('children' in node) for (const child of node.children) read(child, node.type);
    if (BLOCKS.has(node.type) || (node.type === 'html' && HOLDS_BLOCKS.has(parent))) endLine();
  };
  read(parseMarkdown(markdown), 'root');
  endLine();
  return lines.join('\n');
}

/**
 * One line of a Markdown `text` around the first of `terms`: a window of its source three times
 * as wide as a snippet, then the snippet of what a reader sees of it.
 */
export function markdownSnippet(text: string, terms: readonly string[]): string {
  if (!text) return '';
  const wide = windowOf(text, terms, 2 * BEFORE, 3 * LENGTH);
  const cut = snippetOf(markdownWords(text.slice(wide.start, wide.end)), terms);
  const before = wide.start > 0 && !cut.startsWith('…') ? '…' : '';
  const after = wide.end < text.length && !cut.endsWith('…') ? '…' : '';
  return `${before}${cut}${after}`;
}
