// HTML from an agent is shown only inside a sandboxed srcdoc frame: an empty `sandbox` (no
// `allow-same-origin`) gives it an opaque origin, so nothing in it can read this page, its storage
// (where the key lives) or call the service as us; no forms, popups or top navigation. No
// `allow-scripts` either: the frame inherits this page's CSP, which refuses inline script anyway,
// so the flag bought nothing but risk.
export function HtmlPreview({ html }: { html: string }) {
  return (
    <iframe
      title="Artifact preview"
      sandbox=""
      srcDoc={html}
      referrerPolicy="no-referrer"
      className="h-80 w-full rounded-md border border-slate-200 bg-white dark:border-slate-700"
    />
  );
}
