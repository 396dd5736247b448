// The look of rendered markdown: each element the renderer writes carries its own utilities.

// Agent content sits under the page's own h1 and section h2s, so its headings start at h3: "#"
// becomes h3, "##" h4, and so on, capped at h6. Each keeps the size its markdown level implies.
export const HEADING_CLASSES = [
  'mt-3 text-xl font-semibold',
  'mt-3 text-lg font-semibold',
  'mt-2 font-semibold',
  'mt-2 font-semibold',
  'mt-2 font-semibold',
  'mt-2 font-semibold',
] as const;
export const SHIFTED_TAGS = ['h3', 'h4', 'h5', 'h6', 'h6', 'h6'] as const;
export const ALIGN_CLASSES = { left: 'text-left', center: 'text-center', right: 'text-right' } as const;
// Each element carries its own utilities (no descendant selectors on the container): the shared
// stylesheet then holds no markdown-only rules, and most of these classes are used elsewhere too.
export const P = 'my-2';
export const LIST = 'my-2 pl-6';
export const CELL = 'border border-slate-300 px-2 py-1 dark:border-slate-600';
export const LINK_CLASSES =
  'text-sky-800 underline hover:text-sky-900 dark:text-sky-300 dark:hover:text-sky-200';

/** The container: no space above the first block or below the last. */
export const BODY_CLASSES =
  'min-w-0 break-words leading-relaxed [&>*:first-child]:mt-0 [&>*:last-child]:mb-0';
