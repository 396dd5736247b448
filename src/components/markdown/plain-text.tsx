// Markdown shown as its literal, escaped text: while the renderer loads, or when it cannot.

export function PlainText({ text }: { text: string }) {
  return <div className="min-w-0 whitespace-pre-wrap break-words leading-relaxed">{text}</div>;
}
