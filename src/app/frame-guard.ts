// The app refuses to run inside another page's frame: a page that frames it could dress it up and
// trick the person into clicks (clickjacking). Hosts that send `frame-ancestors 'none'` stop that
// already; this holds where the host does not. A host that means to frame the app says so with
// `"allowFraming": true` in /agent-console.json. Nothing with data starts before this is settled.
import { providedAllowsFraming } from '@/lib/api/provided-settings';

interface FrameGuardOptions {
  /** The window to check (a test fakes its top). */
  win?: { top: unknown; self: unknown; location: { href: string } };
  allowsFraming?: () => Promise<boolean>;
}

function isFramed(win: { top: unknown; self: unknown }): boolean {
  try {
    return win.top !== win.self;
  } catch {
    return true; // a frame whose top cannot even be compared is a frame
  }
}

/** Starts the app, unless it is framed by a page the host has not allowed. */
export function startUnlessFramed(root: HTMLElement, start: () => void, options: FrameGuardOptions = {}) {
  const { win = window, allowsFraming = providedAllowsFraming } = options;
  if (!isFramed(win)) {
    start();
    return;
  }
  void allowsFraming().then((allowed) => {
    if (allowed) start();
    // The message is its own chunk: only a page framed against the host's will fetches it.
    else void import('./framed-message').then((module) => module.showFramedMessage(root, win.location.href));
  });
}
