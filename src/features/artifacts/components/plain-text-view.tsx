// An artifact's text exactly as the agent wrote it: plain and virtualised past 64 KB (decision
// 019), a code block below that. A table shows it under "Plain text" and while its chunk is away.
import { CodeBlock } from '@/components/markdown/code-block';
import { LongText } from '@/components/markdown/long-text';
import { isLargeText } from '@/components/markdown/text-rows';

export function PlainTextView({ text, filename }: { text: string; filename?: string }) {
  return isLargeText(text) ? <LongText text={text} /> : <CodeBlock code={text} label={filename ?? 'text'} />;
}
