import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { earlyHttpClient, httpClient, withCacheBuster } from './httpClient';
import { leaveAdmin } from './navigation';

vi.mock('./navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./navigation')>()),
  leaveAdmin: vi.fn(),
}));

const fetchMock = vi.fn();

function answer(status: number, body: unknown) {
  fetchMock.mockResolvedValueOnce(
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
}

function sentRequest() {
  const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
  return { url: new URL(url, 'http://localhost'), init, headers: new Headers(init.headers) };
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  document.cookie = 'XSRF-TOKEN=token%2Fvalue';
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  vi.mocked(leaveAdmin).mockReset();
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('cache busting', () => {
  it('appends a date parameter to a URL without a query', () => {
    expect(withCacheBuster('/api/config', 123)).toBe('/api/config?date=123');
  });

  it('appends the date parameter after an existing query', () => {
    expect(withCacheBuster('/api/login?returnTo=%2Fadmin', 123)).toBe('/api/login?returnTo=%2Fadmin&date=123');
  });

  it('sends every call with the current time as date, with credentials', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(1700000000000);
    answer(200, { footer: [] });
    await httpClient('/api/config');
    const { url, init } = sentRequest();
    expect(url.pathname).toBe('/api/config');
    expect(url.searchParams.get('date')).toBe('1700000000000');
    expect(init.credentials).toBe('include');
    vi.mocked(Date.now).mockRestore();
  });
});

describe('verbs', () => {
  it('sends GET as is, without override or CSRF header', async () => {
    answer(200, {});
    await httpClient('/api/getOneUser');
    const { init, headers } = sentRequest();
    expect(init.method).toBe('GET');
    expect(headers.has('X-HTTP-Method-Override')).toBe(false);
    expect(headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  it('emulates PUT as a POST with X-HTTP-Method-Override and a JSON body', async () => {
    answer(200, { footer: [] });
    await httpClient('/api/config/footer', { method: 'PUT', body: JSON.stringify({ footer: [] }) });
    const { init, headers } = sentRequest();
    expect(init.method).toBe('POST');
    expect(headers.get('X-HTTP-Method-Override')).toBe('PUT');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init.body).toBe('{"footer":[]}');
  });

  it('emulates DELETE the same way', async () => {
    answer(200, {});
    await httpClient('/api/admin/tools/1', { method: 'DELETE' });
    expect(sentRequest().headers.get('X-HTTP-Method-Override')).toBe('DELETE');
  });
});

describe('CSRF', () => {
  it('echoes the XSRF-TOKEN cookie in X-XSRF-TOKEN on calls that are not GET', async () => {
    answer(200, {});
    await httpClient('/api/config/footer', { method: 'PUT', body: '{}' });
    expect(sentRequest().headers.get('X-XSRF-TOKEN')).toBe('token/value');
  });
});

describe('errors', () => {
  it('goes to the front 403 page on permission_denied', async () => {
    answer(403, { error: { message: 'permission_denied' } });
    await expect(httpClient('/api/config/footer', { method: 'PUT', body: '{}' })).rejects.toMatchObject({
      status: 403,
      message: 'permission_denied',
    });
    expect(leaveAdmin).toHaveBeenCalledWith('/error-403');
  });

  it('goes to the front 500 page on a server error', async () => {
    answer(500, { error: { message: 'internal_error' } });
    await expect(httpClient('/api/config')).rejects.toMatchObject({ status: 500 });
    expect(leaveAdmin).toHaveBeenCalledWith('/error-500');
  });

  it('rejects a validation failure with its body, without leaving the page', async () => {
    const body = { error: { message: 'Too long', code: 'FOOTER.TOO_LONG' }, errors: { 'footer.en': 'Too long' } };
    answer(400, body);
    await expect(httpClient('/api/config/footer', { method: 'PUT', body: '{}' })).rejects.toMatchObject({
      status: 400,
      message: 'Too long',
      body,
    });
    expect(leaveAdmin).not.toHaveBeenCalled();
  });
});

describe('early calls (the home asks as the page loads)', () => {
  it("hands an early answer to the page's first identical call, and asks the server for the next one", async () => {
    answer(200, [{ id: 'tool1' }]);
    await earlyHttpClient('/api/admin/tools?range=%5B0%2C49%5D');
    answer(200, [{ id: 'tool2' }]);

    expect((await httpClient('/api/admin/tools?range=%5B0%2C49%5D')).json).toEqual([{ id: 'tool1' }]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((await httpClient('/api/admin/tools?range=%5B0%2C49%5D')).json).toEqual([{ id: 'tool2' }]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("is quiet when it fails: no error page, and the page's own call meets and handles the error", async () => {
    answer(403, { error: { message: 'permission_denied', code: 'permission_denied' } });
    await expect(earlyHttpClient('/api/admin/tools')).rejects.toBeDefined();
    expect(leaveAdmin).not.toHaveBeenCalled();

    answer(403, { error: { message: 'permission_denied', code: 'permission_denied' } });
    await expect(httpClient('/api/admin/tools')).rejects.toBeDefined();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(leaveAdmin).toHaveBeenCalledWith('/error-403');
  });

  it('answers a different address from the server', async () => {
    answer(200, []);
    await earlyHttpClient('/api/categories/all?lang=en');
    answer(200, [{ id: 'cat1' }]);
    expect((await httpClient('/api/categories/all?lang=fr')).json).toEqual([{ id: 'cat1' }]);
  });
});
