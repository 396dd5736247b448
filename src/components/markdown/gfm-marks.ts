// Whether a text may use the GitHub-flavoured parts that are their own chunk (gfm-extras.ts).
// Beside markdown.tsx, not in the parser, so deciding fetches nothing.

// What each extra needs in the source, generously: `~` for strikethrough; `[`, a space or an x,
// `]` for a task; for a bare link `@` (e-mail, mailto:, xmpp:), `www` or `http`, or a character
// reference, since bare links are also found in text after `&#64;` and the like are decoded.
const EXTRA_MARKS = /[~@]|www|http|&[#a-z]|\[[\sxX]\]/i;

/** Whether this text may parse differently with the extras (it never does when this is false). */
export function needsGfmExtras(text: string) {
  return EXTRA_MARKS.test(text);
}
