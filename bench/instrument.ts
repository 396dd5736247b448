// What the bench injects into every page it measures (page.addInitScript), before any app code:
// a MutationObserver that notes when text stamped "L<seq>@<sent ms>" first reaches the DOM, a
// note of when that stamp first arrived in the page (in a chunk of a fetched body: the event
// stream, or a re-read), a long-task observer, and a record of when the "Event stream" status
// last turned Live.
export function instrumentPage() {
  type Probe = {
    seen: Record<string, number>;
    arrived: Record<string, number>;
    longtasks: { start: number; duration: number }[];
    liveAt: number[];
    firstCardAt?: number;
    firstAppCardAt?: number;
  };
  const probe: Probe = { seen: {}, arrived: {}, longtasks: [], liveAt: [] };
  Object.defineProperty(window, '__bench', { value: probe });
  const now = () => performance.timeOrigin + performance.now();
  const scan = (text: string | null | undefined, at: number) => {
    if (!text || !text.includes('@')) return;
    for (const match of text.matchAll(/L(\d+)@(\d+)/g)) {
      const seq = match[1];
      if (seq !== undefined && probe.seen[seq] === undefined) probe.seen[seq] = at;
    }
  };
  // Every body chunk a page script reads goes through this prototype (the event stream of the app
  // and of the baselines, as bytes or as text after a TextDecoderStream); a chunk is scanned only
  // when it holds an "@".
  const read = ReadableStreamDefaultReader.prototype.read;
  const decoder = new TextDecoder();
  ReadableStreamDefaultReader.prototype.read = function (this: ReadableStreamDefaultReader<unknown>) {
    return read.call(this).then((result) => {
      const chunk = result.value;
      const text =
        typeof chunk === 'string'
          ? chunk
          : chunk instanceof Uint8Array && chunk.includes(64 /* @ */)
            ? decoder.decode(chunk)
            : undefined;
      if (text?.includes('@')) {
        const at = now();
        for (const match of text.matchAll(/L(\d+)@\d+/g)) {
          const seq = match[1];
          if (seq !== undefined && probe.arrived[seq] === undefined) probe.arrived[seq] = at;
        }
      }
      return result;
    });
  } as typeof read;
  const observer = new MutationObserver((records) => {
    const at = now();
    for (const record of records) {
      if (record.type === 'characterData') scan(record.target.textContent, at);
      else for (const node of record.addedNodes) scan(node.textContent, at);
      const target = record.target instanceof Element ? record.target : record.target.parentElement;
      const status = target?.closest('[role="status"][aria-label="Event stream"]');
      if (status && status.textContent === 'Live') probe.liveAt.push(at);
      if (probe.firstCardAt === undefined && document.querySelector('[data-job-card]'))
        probe.firstCardAt = performance.now();
      // The app's own card (a warm visit's first card may be the picture of the last screen).
      if (probe.firstAppCardAt === undefined && document.querySelector('#root [data-job-card]'))
        probe.firstAppCardAt = performance.now();
    }
  });
  const start = () =>
    observer.observe(document.documentElement, { subtree: true, childList: true, characterData: true });
  if (document.documentElement) start();
  else document.addEventListener('readystatechange', start, { once: true });
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        probe.longtasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // no long-task timing in this browser: the figure stays empty
  }
}

export interface Probe {
  seen: Record<string, number>;
  /** When each stamp first arrived in the page, in a body chunk a script read. */
  arrived: Record<string, number>;
  longtasks: { start: number; duration: number }[];
  liveAt: number[];
  firstCardAt?: number;
  firstAppCardAt?: number;
}
