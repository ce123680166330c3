import { vi } from 'vitest';

/** What the fake server answers for one call: a JSON body with a status, or a dropped connection. */
export type FakeReply = { status?: number; body?: unknown } | 'network-error';

/**
 * Replaces `fetch` with a fake api keyed by call name (`getOneUser`, `login`, `config`…).
 * Unknown calls answer 404, as the real server would.
 */
export function mockApi(replies: Record<string, FakeReply>) {
  // `_init` is fetch's second parameter, declared so that the recorded calls carry it (`sentTo`).
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const reply = replies[url.pathname.replace(/^\/api\//, '')] ?? { status: 404, body: { error: { message: 'not_found' } } };
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(reply.body === undefined ? '' : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The URL of the n-th call, parsed, to check its path and parameters. */
export function calledUrl(fetchMock: ReturnType<typeof mockApi>, index: number): URL {
  return new URL(String(fetchMock.mock.calls[index][0]), 'http://localhost');
}
