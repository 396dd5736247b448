// Markdown → mdast: CommonMark (micromark, spec-exact) plus the GitHub-flavoured parts the app
// reads: tables, strikethrough, task lists and bare links. Parsers only: no markdown writer, no
// footnotes (`[^1]` shows as the text it is). Raw HTML comes out as `html` nodes, which the
// renderer shows as literal text.
//
// Strikethrough, task lists and bare links are their own chunk (gfm-extras.ts), added once it is
// here: a text with none of their marks parses to the same tree with or without them, so the
// renderer waits for them only when needsGfmExtras (gfm-marks.ts) says a text may hold one.
import type { Root } from 'mdast';
import { fromMarkdown, type Options } from 'mdast-util-from-markdown';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmTable } from 'micromark-extension-gfm-table';

export interface GfmExtras {
  extensions: NonNullable<Options['extensions']>;
  mdastExtensions: NonNullable<Options['mdastExtensions']>;
}

const TABLES: GfmExtras = { extensions: [gfmTable()], mdastExtensions: [gfmTableFromMarkdown()] };
let options: Options = TABLES;

/** From then on, every text is parsed with strikethrough, task lists and bare links too. */
export function addGfmExtras(extras: GfmExtras) {
  options = {
    extensions: [...TABLES.extensions, ...extras.extensions],
    mdastExtensions: [...TABLES.mdastExtensions, ...extras.mdastExtensions],
  };
}

export function parseMarkdown(text: string): Root {
  return fromMarkdown(text, options);
}
