// The one way untrusted markdown (agent messages, artifacts) reaches the page. No raw HTML ever
// renders (it is shown as the literal text it is), the tree is sanitised, links go only to
// http(s)/mailto in a new tab without an opener, and remote images wait for the person to ask.
import type { Element, ElementContent } from 'hast';
import type { Root as MdastRoot, RootContent as MdastContent } from 'mdast';
import { memo, type ReactNode } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import { remarkGfmParse } from './remark-gfm-parse';
import { CodeBlock } from './code-block';
import { RemoteImage } from './remote-image';
import { markdownUrlTransform, safeImageSrc, safeLinkHref } from './url-policy';

/** Raw HTML in markdown becomes plain text, so "<b>" reads as "<b>" rather than vanishing. */
function remarkHtmlAsText() {
  const visit = (node: MdastRoot | MdastContent) => {
    if (node.type === 'html') Object.assign(node, { type: 'text' });
    if ('children' in node) for (const child of node.children) visit(child);
  };
  return (tree: MdastRoot) => visit(tree);
}

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}

function fenceLanguage(code: Element): string | undefined {
  const className = code.properties.className;
  const classes = Array.isArray(className) ? className : [];
  const language = classes.map(String).find((name) => name.startsWith('language-'));
  return language?.slice('language-'.length);
}

// Agent content sits under the page's own h1 and section h2s, so its headings start at h3: "#"
// becomes h3, "##" h4, and so on, capped at h6. Each keeps the size its markdown level implies.
const HEADING_CLASSES = [
  'mt-3 text-xl font-semibold',
  'mt-3 text-lg font-semibold',
  'mt-2 font-semibold',
  'mt-2 font-semibold',
  'mt-2 font-semibold',
  'mt-2 font-semibold',
] as const;
const SHIFTED_TAGS = ['h3', 'h4', 'h5', 'h6', 'h6', 'h6'] as const;

function shiftedHeading(level: number): Components['h1'] {
  const Tag = SHIFTED_TAGS[level - 1] ?? 'h6';
  const className = HEADING_CLASSES[level - 1];
  return ({ children }) => <Tag className={className}>{children}</Tag>;
}

const components: Components = {
  h1: shiftedHeading(1),
  h2: shiftedHeading(2),
  h3: shiftedHeading(3),
  h4: shiftedHeading(4),
  h5: shiftedHeading(5),
  h6: shiftedHeading(6),
  a: ({ href, children }) => {
    const safe = safeLinkHref(href);
    if (!safe) return <span className="underline decoration-dotted">{children}</span>;
    return (
      <a
        href={safe}
        target="_blank"
        rel="noopener noreferrer"
        className="text-sky-800 underline hover:text-sky-900 dark:text-sky-300 dark:hover:text-sky-200"
      >
        {children}
      </a>
    );
  },
  img: ({ src, alt }) => (
    <RemoteImage src={safeImageSrc(typeof src === 'string' ? src : undefined)} alt={alt ?? ''} />
  ),
  pre: ({ node, children }) => {
    const code = node?.children.find(
      (child): child is Element => child.type === 'element' && child.tagName === 'code',
    );
    if (!code) return <pre>{children}</pre>;
    return <CodeBlock code={textOf(code).replace(/\n$/, '')} language={fenceLanguage(code)} />;
  },
  table: ({ children }) => (
    <div className="my-2 overflow-x-auto">
      <table className="border-collapse text-sm">{children}</table>
    </div>
  ),
};

const BODY_CLASSES = [
  'min-w-0 break-words leading-relaxed',
  '[&_p]:my-2 [&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-3 [&_blockquote]:text-slate-700 dark:[&_blockquote]:border-slate-600 dark:[&_blockquote]:text-slate-300',
  '[&_:not(pre)>code]:rounded [&_:not(pre)>code]:bg-slate-100 [&_:not(pre)>code]:px-1 [&_:not(pre)>code]:font-mono [&_:not(pre)>code]:text-[0.9em] dark:[&_:not(pre)>code]:bg-slate-800',
  '[&_th]:border [&_th]:border-slate-300 [&_th]:px-2 [&_th]:py-1 [&_td]:border [&_td]:border-slate-300 [&_td]:px-2 [&_td]:py-1 dark:[&_th]:border-slate-600 dark:[&_td]:border-slate-600',
  '[&_hr]:my-3 [&_hr]:border-slate-300 dark:[&_hr]:border-slate-600 [&>*:first-child]:mt-0 [&>*:last-child]:mb-0',
].join(' ');

const REMARK_PLUGINS = [remarkGfmParse, remarkHtmlAsText];
const REHYPE_PLUGINS = [rehypeSanitize];

/** Renders untrusted markdown safely. Memoised: a long chat re-renders only changed messages. */
export const MarkdownRenderer = memo(function MarkdownRenderer({ text }: { text: string }): ReactNode {
  return (
    <div className={BODY_CLASSES}>
      <ReactMarkdown
        remarkPlugins={REMARK_PLUGINS}
        rehypePlugins={REHYPE_PLUGINS}
        urlTransform={markdownUrlTransform}
        components={components}
      >
        {text}
      </ReactMarkdown>
    </div>
  );
});
