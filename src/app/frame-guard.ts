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

/** Says, in place of the app, that it runs only in its own tab, with a link that opens one. */
function showFramedMessage(root: HTMLElement, href: string) {
  const main = document.createElement('main');
  main.className = 'mx-auto max-w-prose p-6';
  const heading = document.createElement('h1');
  heading.className = 'text-lg font-semibold';
  heading.textContent = 'Agent Console runs only in its own tab';
  const why = document.createElement('p');
  why.className = 'mt-2';
  why.textContent =
    'It does not run inside another page, so that page cannot lead you into clicks you did not mean.';
  const link = document.createElement('a');
  link.className = 'mt-4 inline-block underline';
  link.href = href;
  link.target = '_blank';
  link.rel = 'noopener noreferrer';
  link.textContent = 'Open Agent Console in a new tab';
  main.append(heading, why, link);
  root.replaceChildren(main);
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
    else showFramedMessage(root, win.location.href);
  });
}
