import { describe, expect, it } from 'vitest';
import { nextPageUrl } from './next-page-url';

// The service under a path of its own host, and behind a gateway that mounts it under a path.
const underApi = {
  base: new URL('https://svc.example/api/'),
  current: new URL('https://svc.example/api/v1/jobs?limit=20'),
};
const behindGateway = {
  base: new URL('http://127.0.0.1:5100/gw/agents'),
  current: new URL('http://127.0.0.1:5100/gw/agents/v1/jobs'),
};

describe('nextPageUrl under a Base URL path', () => {
  const { base, current } = underApi;
  it.each([
    [{ url: '?page=2' }, 'https://svc.example/api/v1/jobs?page=2'],
    [{ url: '/api/v1/jobs?page=2#x' }, 'https://svc.example/api/v1/jobs?page=2'],
    [{ query: { cursor: 'c' } }, 'https://svc.example/api/v1/jobs?limit=20&cursor=c'],
  ])('resolves the relative link or query change %j against the current page', (link, href) => {
    expect(nextPageUrl(current, link, base)?.href).toBe(href);
  });
});

describe('nextPageUrl behind a gateway path', () => {
  const { base, current } = behindGateway;
  // The service's own server-relative /v1/ link, and a gateway-aware service's link already under
  // the path (read as it is, not prefixed twice).
  it.each(['/v1/jobs?cursor=c2', '/gw/agents/v1/jobs?cursor=c2'])(
    "reads %s under the Base URL's path",
    (url) => {
      expect(nextPageUrl(current, { url }, base)?.href).toBe(
        'http://127.0.0.1:5100/gw/agents/v1/jobs?cursor=c2',
      );
    },
  );
  it('falls back to the query on our own request URL when the link cannot be read', () => {
    for (const url of [
      '/internal/v1/jobs?cursor=c2',
      'https://evil.example/v1/jobs?cursor=c2',
      '/v1/..%2F..%2Fadmin?cursor=c2',
      'http://user:pw@127.0.0.1:5100/gw/agents/v1/jobs?cursor=c2',
    ])
      expect(nextPageUrl(current, { url, query: { cursor: 'c2' } }, base)?.href).toBe(
        'http://127.0.0.1:5100/gw/agents/v1/jobs?cursor=c2',
      );
  });
});

// Off the service under any mount: another origin, a script, another version, a climb out of the
// path (plain, encoded, or with backslashes).
const offEveryMount = [
  'https://evil.example/v1/jobs',
  '//evil.example/v1/jobs',
  '\\\\evil.example\\v1\\jobs',
  'javascript:alert(1)',
  '/v2/jobs',
  '/v1/../../admin/v1/jobs',
  '/v1/%2e%2e/%2E%2E/admin/v1/jobs',
  '/v1\\..\\..\\admin/v1/jobs',
  // Escaped separators: a gateway that decodes them before routing reads ../../admin.
  '/v1/..%2F..%2Fadmin/v1/jobs',
  '/v1/..%5C..%5Cadmin/v1/jobs',
];

describe.each([
  {
    mount: 'under a Base URL path',
    ...underApi,
    // Its path on another host or scheme, a path beside it, and a climb above it.
    offThisMount: [
      'https://evil.example/api/v1/jobs?page=2',
      'http://svc.example/api/v1/jobs?page=2',
      '/other/v1/jobs',
      '/api-other/v1/jobs',
      '/api/../admin',
    ],
  },
  {
    mount: 'behind a gateway path',
    ...behindGateway,
    offThisMount: [
      'http://127.0.0.1:5101/gw/agents/v1/jobs',
      'https://127.0.0.1:5100/gw/agents/v1/jobs',
      '/gw/agents/..%2f..%2fadmin',
      // The key goes in a header, never with a user name in the address.
      'http://user:pw@127.0.0.1:5100/gw/agents/v1/jobs',
      'http://user@127.0.0.1:5100/gw/agents/v1/jobs',
    ],
  },
])(
  'nextPageUrl $mount: only the service, only under the Base URL path',
  ({ base, current, offThisMount }) => {
    it.each([...offEveryMount, ...offThisMount])('refuses %s without a fallback', (link) => {
      expect(nextPageUrl(current, { url: link }, base)).toBeUndefined();
    });
  },
);
