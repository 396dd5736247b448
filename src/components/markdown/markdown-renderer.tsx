// The one way untrusted markdown (agent messages, artifacts) reaches the page. The text is parsed
// to mdast (parse-markdown.ts) and each node becomes a React element here, so only the elements
// below can ever appear: raw HTML is shown as the literal text it is, links go only to
// http(s)/mailto in a new tab without an opener, and remote images wait for the person to ask.
// Every string reaches React as a text child or an attribute value, never as markup.
import type { Definition, List, Nodes, Parents, Root, TableCell } from 'mdast';
import type { ReactNode } from 'react';
import { CodeBlock } from './code-block';
import { RemoteImage } from './lazy-remote-image';
import {
  ALIGN_CLASSES,
  CELL,
  HEADING_CLASSES,
  LINK_CLASSES,
  LIST,
  P,
  SHIFTED_TAGS,
} from './markdown-classes';
import { safeImageSrc, safeLinkHref } from './url-policy';

/** Link and image definitions by their normalised label (a Map: labels are untrusted). */
type Definitions = Map<string, Definition>;

interface Context {
  definitions: Definitions;
  /** Inside an item of a tight list, whose paragraphs render without <p>. */
  tight: boolean;
}

function collectDefinitions(node: Nodes, into: Definitions): Definitions {
  // The first definition of a label wins, as CommonMark says.
  if (node.type === 'definition' && !into.has(node.identifier)) into.set(node.identifier, node);
  if ('children' in node) for (const child of node.children) collectDefinitions(child, into);
  return into;
}

/** A list is loose when it or any of its items is spread (blank lines between blocks). */
function isLoose(list: List): boolean {
  return Boolean(list.spread) || list.children.some((item) => item.spread);
}

function renderChildren(parent: Parents, context: Context): ReactNode[] {
  return parent.children.map((child, index) => renderNode(child, index, parent, context));
}

function renderLink(key: number, url: string, title: string | null | undefined, children: ReactNode[]) {
  const href = safeLinkHref(url);
  if (!href)
    return (
      <span key={key} className="underline decoration-dotted">
        {children}
      </span>
    );
  return (
    <a
      key={key}
      href={href}
      title={title ?? undefined}
      target="_blank"
      rel="noopener noreferrer"
      className={LINK_CLASSES}
    >
      {children}
    </a>
  );
}

function renderCell(
  cell: TableCell,
  index: number,
  head: boolean,
  align: string | undefined,
  context: Context,
) {
  const Tag = head ? 'th' : 'td';
  const className = align ? `${CELL} ${ALIGN_CLASSES[align as keyof typeof ALIGN_CLASSES]}` : CELL;
  return (
    <Tag key={index} className={className}>
      {renderChildren(cell, context)}
    </Tag>
  );
}

function renderNode(node: Nodes, key: number, parent: Parents | undefined, context: Context): ReactNode {
  switch (node.type) {
    case 'text':
      return node.value;
    case 'html': {
      // Raw HTML is never markup here: it reads as the literal text it is ("<b>" stays "<b>").
      const block =
        !parent || parent.type === 'root' || parent.type === 'blockquote' || parent.type === 'listItem';
      return block ? (
        <p key={key} className={`${P} whitespace-pre-wrap`}>
          {node.value}
        </p>
      ) : (
        node.value
      );
    }
    case 'paragraph':
      return context.tight ? (
        renderChildren(node, context)
      ) : (
        <p key={key} className={P}>
          {renderChildren(node, context)}
        </p>
      );
    case 'heading': {
      const Tag = SHIFTED_TAGS[node.depth - 1] ?? 'h6';
      return (
        <Tag key={key} className={HEADING_CLASSES[node.depth - 1]}>
          {renderChildren(node, context)}
        </Tag>
      );
    }
    case 'emphasis':
      return <em key={key}>{renderChildren(node, context)}</em>;
    case 'strong':
      return <strong key={key}>{renderChildren(node, context)}</strong>;
    case 'delete':
      return <del key={key}>{renderChildren(node, context)}</del>;
    case 'inlineCode':
      return (
        <code key={key} className="rounded bg-slate-100 px-1 font-mono text-[0.9em] dark:bg-slate-800">
          {node.value}
        </code>
      );
    case 'break':
      return <br key={key} />;
    case 'thematicBreak':
      return <hr key={key} className="my-3 border-slate-300 dark:border-slate-600" />;
    case 'blockquote':
      return (
        <blockquote
          key={key}
          className="border-l-4 border-slate-300 pl-3 text-slate-700 dark:border-slate-600 dark:text-slate-300"
        >
          {renderChildren(node, { ...context, tight: false })}
        </blockquote>
      );
    case 'code':
      return <CodeBlock key={key} code={node.value} language={node.lang ?? undefined} />;
    case 'list': {
      const items = renderChildren(node, { ...context, tight: !isLoose(node) });
      return node.ordered ? (
        <ol key={key} start={node.start ?? undefined} className={`${LIST} list-decimal`}>
          {items}
        </ol>
      ) : (
        <ul key={key} className={`${LIST} list-disc`}>
          {items}
        </ul>
      );
    }
    case 'listItem': {
      const checkbox =
        typeof node.checked === 'boolean' ? (
          <input
            type="checkbox"
            checked={node.checked}
            readOnly
            disabled
            aria-label={node.checked ? 'Done' : 'Not done'}
            className="mr-1.5 -ml-5 align-middle"
          />
        ) : undefined;
      return (
        <li key={key} className={checkbox ? 'list-none' : undefined}>
          {checkbox && (context.tight || node.children[0]?.type !== 'paragraph') ? checkbox : null}
          {node.children.map((child, index) =>
            // In a loose list the checkbox goes inside the first paragraph, as on GitHub.
            index === 0 && checkbox && !context.tight && child.type === 'paragraph' ? (
              <p key={index} className={P}>
                {checkbox}
                {renderChildren(child, context)}
              </p>
            ) : (
              renderNode(child, index, node, context)
            ),
          )}
        </li>
      );
    }
    case 'link':
      return renderLink(key, node.url, node.title, renderChildren(node, context));
    case 'linkReference': {
      const definition = context.definitions.get(node.identifier);
      return renderLink(key, definition?.url ?? '', definition?.title, renderChildren(node, context));
    }
    case 'image':
      return <RemoteImage key={key} src={safeImageSrc(node.url)} alt={node.alt ?? ''} />;
    case 'imageReference':
      return (
        <RemoteImage
          key={key}
          src={safeImageSrc(context.definitions.get(node.identifier)?.url)}
          alt={node.alt ?? ''}
        />
      );
    case 'table': {
      const [head, ...body] = node.children;
      const align = node.align ?? [];
      return (
        <div key={key} className="my-2 overflow-x-auto">
          <table className="border-collapse text-sm">
            {head ? (
              <thead>
                <tr>
                  {head.children.map((cell, index) =>
                    renderCell(cell, index, true, align[index] ?? undefined, context),
                  )}
                </tr>
              </thead>
            ) : null}
            {body.length > 0 ? (
              <tbody>
                {body.map((row, rowIndex) => (
                  // GFM: a row has the header's cells; past them a cell is left out, short of
                  // them an empty one is added.
                  <tr key={rowIndex}>
                    {Array.from({ length: head?.children.length ?? row.children.length }, (_, index) => {
                      const cell = row.children[index];
                      return cell ? (
                        renderCell(cell, index, false, align[index] ?? undefined, context)
                      ) : (
                        <td key={index} className={CELL} />
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            ) : null}
          </table>
        </div>
      );
    }
    case 'definition':
      return null;
    default:
      // Anything else the parser might produce (none is enabled today) shows as its text.
      if ('children' in node) return renderChildren(node, context);
      return 'value' in node ? node.value : null;
  }
}

/** The React elements for a parsed markdown text. */
export function renderMarkdown(root: Root): ReactNode[] {
  return renderChildren(root, { definitions: collectDefinitions(root, new Map()), tight: false });
}
