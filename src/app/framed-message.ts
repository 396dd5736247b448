// What a page that frames the app against the host's will shows in its place (frame-guard.ts).
/** Says, in place of the app, that it runs only in its own tab, with a link that opens one. */
export function showFramedMessage(root: HTMLElement, href: string) {
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
