// The Base URL must be an https address, or plain http on this computer (loopback:
// localhost, 127.0.0.0/8, [::1]), where the key never crosses a network. Plain http to another
// host would carry the key unencrypted, and `--connect-src` can lift the CSP that stops it today.
// Settings refuses it when it is saved; one stored by an older version is dropped, with its key,
// when the app starts (connection-settings.ts). A `javascript:`, `data:`, `file:` or `ftp:` one is
// refused too, and the API client refuses to send to one that got into storage some other way.
// Credentials in the address (`https://user:pass@…`) are refused too: the key goes in a header,
// never in a URL.

const LOOPBACK_V4 = /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/;

/** Whether a host name is this computer (the URL parser has already normalised `127.1` and the like). */
function isLoopback(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname === '[::1]' ||
    LOOPBACK_V4.test(hostname)
  );
}

/** Why a Base URL cannot be used, in words for Settings; undefined when it can (empty: this origin). */
export function baseUrlProblem(value: string): string | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return 'The Base URL is not a complete address. Write it with its scheme, like https://service.example.';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return `The Base URL must start with https:// or http://, not ${url.protocol}//.`;
  if (url.username !== '' || url.password !== '')
    return 'The Base URL must not hold a user name or password; the API key goes in its own field.';
  if (url.protocol === 'http:' && !isLoopback(url.hostname))
    return `The key would travel unencrypted to ${url.hostname}: use https://, or http:// only for a service on this computer (localhost).`;
  return undefined;
}

/** Whether a request may go to this URL at all. */
export function isHttpUrl(url: URL): boolean {
  return url.protocol === 'https:' || url.protocol === 'http:';
}
