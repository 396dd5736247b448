// The Base URL must be an http or https address (issue 12 §8): a `javascript:`, `data:`, `file:`
// or `ftp:` one is refused when it is saved, and the API client refuses to send to one that got
// into storage some other way. Credentials in the address (`https://user:pass@…`) are refused too:
// the key goes in a header, never in a URL.

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
  return undefined;
}

/** Whether a request may go to this URL at all. */
export function isHttpUrl(url: URL): boolean {
  return url.protocol === 'https:' || url.protocol === 'http:';
}
