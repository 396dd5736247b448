// HTML from an agent runs only inside a sandboxed frame: `allow-scripts` without
// `allow-same-origin` gives it an opaque origin, so its scripts cannot read this page, its
// storage (where the key lives) or call the service as us. No forms, popups or top navigation.
export function HtmlPreview({ html }: { html: string }) {
  return (
    <iframe
      title="Artifact preview"
      sandbox="allow-scripts"
      srcDoc={html}
      referrerPolicy="no-referrer"
      className="h-80 w-full rounded-md border border-slate-200 bg-white dark:border-slate-700"
    />
  );
}
