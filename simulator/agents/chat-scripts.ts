// The scripted agent's words and artifacts. Fixed text, so every run of a demo or test looks the same.
import type { ArtifactRecord } from '../store/types.ts';

export type ArtifactFields = Omit<
  ArtifactRecord,
  'id' | 'artifact_id' | 'session_id' | 'version' | 'created_at'
>;

export const MARKDOWN_REPLY = [
  '# Release notes',
  '',
  '## Highlights',
  '',
  '- Uploads stream straight to disk',
  '- **Jobs** report their state on the _event stream_',
  '  1. backlog',
  '  2. running',
  '',
  '## Example',
  '',
  '```ts',
  'export const answer: number = 42;',
  '```',
  '',
  'Read the [service spec](https://example.com/agent-work-service) for details.',
].join('\n');

/** A reply of about 400 KB ("essay"): a long answer must not hold the page while it is formatted. */
export const LONG_REPLY = Array.from(
  { length: 1_500 },
  (_, i) =>
    `## Part ${i + 1}\n\nPart ${i + 1} of a long essay, with *emphasis*, \`code\`, a [link](https://example.com/${i}) and **bold** words that go on for a while.\n\n- first point of part ${i + 1}\n- second point\n\n\`\`\`ts\nconst part = ${i + 1};\n\nexport default part;\n\`\`\`\n`,
).join('\n');

export function plainReply(message: string): string {
  const quoted = message.length > 200 ? `${message.slice(0, 200)}…` : message;
  return `You said: "${quoted}". I am the simulator's scripted agent; mention markdown, artifact, html, json, code, image, csv, tsv, pdf or ledger to see more (or essay, for a very long reply).`;
}

export function reportRevision(version: number): ArtifactFields {
  const body =
    version === 1
      ? '# Report\n\nFirst draft of the report.\n\n- Findings: none yet\n'
      : `# Report\n\nRevision ${version}: tightened the wording.\n\n- Findings: ${version - 1} revision(s) applied\n`;
  return {
    title: 'Report',
    kind: 'markdown',
    content_type: 'text/markdown',
    filename: 'report.md',
    content: body,
  };
}

export const HTML_ARTIFACT: ArtifactFields = {
  title: 'Preview',
  kind: 'html',
  content_type: 'text/html',
  filename: 'preview.html',
  // The script is deliberate: viewers must sandbox HTML artifacts, and this one tries to escape.
  content:
    '<!doctype html><html><head><title>Preview</title></head><body><h1>Preview</h1><p>Hello from the agent.</p>' +
    '<script>document.body.dataset.ran = "yes"; try { window.parent.document.title = "escaped"; } catch (e) {}</script>' +
    '</body></html>',
};

export const JSON_ARTIFACT: ArtifactFields = {
  title: 'Data',
  kind: 'json',
  content_type: 'application/json',
  filename: 'data.json',
  content: JSON.stringify(
    {
      rows: [
        { region: 'eu', total: 12 },
        { region: 'us', total: 30 },
      ],
      generated: true,
    },
    null,
    2,
  ),
};

export const CODE_ARTIFACT: ArtifactFields = {
  title: 'snippet.ts',
  kind: 'code',
  content_type: 'text/typescript',
  filename: 'snippet.ts',
  content: 'export function add(a: number, b: number): number {\n  return a + b;\n}\n',
};

// Images come base64-encoded, as the artifact record says for `image`. The SVG carries a script
// and an onload on purpose: a viewer must draw it as an image (where neither runs), never inline.
const SVG_IMAGE_TEXT =
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="90" viewBox="0 0 160 90" onload="window.parent.__xssSvg = 1">' +
  '<title>Diagram</title><rect width="160" height="90" fill="#e0f2fe"/>' +
  '<rect x="16" y="40" width="28" height="38" fill="#0369a1"/><rect x="66" y="22" width="28" height="56" fill="#0369a1"/>' +
  '<rect x="116" y="10" width="28" height="68" fill="#0369a1"/>' +
  '<script>window.parent.__xssSvgScript = 1</script></svg>';

export const SVG_IMAGE_ARTIFACT: ArtifactFields = {
  title: 'Diagram',
  kind: 'image',
  content_type: 'image/svg+xml',
  filename: 'diagram.svg',
  content: Buffer.from(SVG_IMAGE_TEXT, 'utf8').toString('base64'),
  encoding: 'base64',
};

/** An 8×8 checkerboard PNG (84 bytes). */
export const PNG_IMAGE_ARTIFACT: ArtifactFields = {
  title: 'Thumbnail',
  kind: 'image',
  content_type: 'image/png',
  filename: 'thumbnail.png',
  content:
    'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAG0lEQVR4nGNgzlz49etXTJIBqyhz5kKGQakDAPXYfYG/1IafAAAAAElFTkSuQmCC',
  encoding: 'base64',
};
