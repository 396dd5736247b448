// One revision's content, rendered by its kind. Every string here is untrusted and reaches the
// page only as text, through the safe markdown renderer, or inside the sandboxed frame. The viewers
// of one kind only (the JSON tree, CSV/TSV tables, images) are their own chunks, fetched when a
// revision of that kind is shown; until then, or if they cannot come, JSON and tables show as text.
// A PDF is never drawn in the page (decision 043): it is downloaded.
import { Suspense, useMemo } from 'react';
import { Markdown } from '@/components/markdown/markdown';
import { CodeBlock } from '@/components/markdown/code-block';
import { LongText } from '@/components/markdown/long-text';
import { isLargeText } from '@/components/markdown/text-rows';
import type { ArtifactRevision } from '@/lib/api/resources/artifact';
import { textOf, viewerKindOf } from '@/domain/artifacts/artifact-kind';
import { blobOf, tableDelimiterOf } from '../lib/artifact-content';
import { HtmlPreview } from './html-preview';
import { PlainTextView } from './plain-text-view';
import { lazyComponent } from '@/lib/lazy-component';

const ImageView = lazyComponent(
  () => import('./image-view').then((module) => module.ImageView),
  () => <p className="text-sm">The image viewer could not be loaded: use Download.</p>,
);
const TableView = lazyComponent(
  () => import('./table-view').then((module) => module.TableView),
  PlainTextView,
);
const JsonTree = lazyComponent(
  () => import('./json-tree').then((module) => module.JsonTree),
  ({ text }: { text: string }) => <CodeBlock code={text} language="json" />,
);

function extensionOf(name: string | undefined): string | undefined {
  const match = name ? /\.([a-z0-9]+)$/i.exec(name) : null;
  return match?.[1];
}

export function ArtifactViewer({ revision }: { revision: ArtifactRevision }) {
  const kind = viewerKindOf(revision);
  const text = useMemo(() => textOf(revision), [revision]);
  const blob = useMemo(() => (kind === 'image' ? blobOf(revision) : undefined), [kind, revision]);

  if (kind === 'image') {
    return blob ? (
      <Suspense fallback={<p className="text-sm text-slate-600 dark:text-slate-300">Loading the image…</p>}>
        <ImageView blob={blob} alt={revision.title} declaredType={revision.contentType} />
      </Suspense>
    ) : (
      <p className="text-sm">This image has no content to show.</p>
    );
  }
  if (kind === 'pdf') {
    return (
      <p className="text-sm text-slate-700 dark:text-slate-300">
        A PDF is never opened inside this page. Use Download to open it in your PDF reader.
      </p>
    );
  }
  if (kind === 'binary' || text === undefined) {
    return (
      <p className="text-sm text-slate-700 dark:text-slate-300">
        This artifact cannot be shown here{revision.contentType ? ` (${revision.contentType})` : ''}. Use
        Download to save it.
      </p>
    );
  }
  const delimiter = tableDelimiterOf(kind);
  if (delimiter) {
    return (
      <Suspense fallback={<p className="text-sm text-slate-600 dark:text-slate-300">Loading the table…</p>}>
        <TableView
          key={revision.revisionId}
          text={text}
          delimiter={delimiter}
          title={revision.title}
          filename={revision.filename}
        />
      </Suspense>
    );
  }
  // Past LARGE_TEXT_CHARS, JSON and text show plain and virtualised: no tree, no highlighting.
  if (kind !== 'markdown' && kind !== 'html' && isLargeText(text)) return <LongText text={text} />;
  switch (kind) {
    case 'markdown':
      return (
        <div className="max-h-[32rem] overflow-auto rounded-md border border-slate-200 p-3 dark:border-slate-700">
          <Markdown text={text} />
        </div>
      );
    case 'html':
      return <HtmlPreview html={text} />;
    case 'json':
      return (
        <Suspense fallback={<CodeBlock code={text} language="json" />}>
          <JsonTree text={text} />
        </Suspense>
      );
    case 'code':
      return (
        <CodeBlock
          code={text}
          language={extensionOf(revision.filename ?? revision.title) ?? revision.contentType}
          label={revision.filename}
        />
      );
    default:
      return <CodeBlock code={text} label={revision.filename ?? 'text'} />;
  }
}
