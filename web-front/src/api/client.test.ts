import { afterEach, describe, expect, it, vi } from 'vitest';
import { calledUrl, mockApi } from '@/testing/mock-api';
import { ApiError, apiRequest, askEarly, setGlobalApiFailureHandler } from './client';

function headersOf(fetchMock: ReturnType<typeof mockApi>, index = 0): Record<string, string> {
  return (fetchMock.mock.calls[index] as unknown as [string, RequestInit])[1].headers as Record<string, string>;
}
function initOf(fetchMock: ReturnType<typeof mockApi>, index = 0): RequestInit {
  return (fetchMock.mock.calls[index] as unknown as [string, RequestInit])[1];
}

afterEach(() => setGlobalApiFailureHandler(null));

describe('api client conventions', () => {
  it('sends every call under /api with a cache-busting date parameter', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    const fetchMock = mockApi({ getOneUser: { body: null }, login: { body: { url: 'https://sso' } } });

    await apiRequest('GET', 'getOneUser');
    await apiRequest('GET', 'login?returnTo=%2F');

    expect(calledUrl(fetchMock, 0).pathname).toBe('/api/getOneUser');
    expect(calledUrl(fetchMock, 0).searchParams.get('date')).toBe('1700000000000');
    expect(calledUrl(fetchMock, 1).searchParams.get('returnTo')).toBe('/');
    expect(calledUrl(fetchMock, 1).searchParams.get('date')).toBe('1700000000000');
  });

  it('sends a GET as a plain GET with same-origin credentials and no CSRF header', async () => {
    document.cookie = 'XSRF-TOKEN=abc';
    const fetchMock = mockApi({ config: { body: { footer: [] } } });

    await apiRequest('GET', 'config');

    expect(initOf(fetchMock)).toMatchObject({ method: 'GET', credentials: 'same-origin' });
    expect(headersOf(fetchMock)).not.toHaveProperty('X-HTTP-Method-Override');
    expect(headersOf(fetchMock)).not.toHaveProperty('X-XSRF-TOKEN');
  });

  it('sends other verbs as POST with the verb in X-HTTP-Method-Override, a JSON body and the CSRF token', async () => {
    document.cookie = 'XSRF-TOKEN=tok%2Ben';
    const fetchMock = mockApi({ updateUser: { body: { ok: true } } });

    await apiRequest('PUT', 'updateUser', { body: { tour: true } });

    expect(initOf(fetchMock)).toMatchObject({ method: 'POST', credentials: 'same-origin', body: '{"tour":true}' });
    expect(headersOf(fetchMock)).toMatchObject({
      'X-HTTP-Method-Override': 'PUT',
      'X-XSRF-TOKEN': 'tok+en',
      'Content-Type': 'application/json',
    });
  });

  it('keeps a POST a POST, without an override header, but with the CSRF token', async () => {
    document.cookie = 'XSRF-TOKEN=abc';
    const fetchMock = mockApi({ 'categories/for-user/u1': { body: [] } });

    await apiRequest('POST', 'categories/for-user/u1', { body: { servicesList: '' } });

    expect(initOf(fetchMock).method).toBe('POST');
    expect(headersOf(fetchMock)).not.toHaveProperty('X-HTTP-Method-Override');
    expect(headersOf(fetchMock)['X-XSRF-TOKEN']).toBe('abc');
  });

  it('returns null for a null body (an unregistered user)', async () => {
    mockApi({ getOneUser: { body: null } });
    await expect(apiRequest('GET', 'getOneUser')).resolves.toBeNull();
  });
});

describe('api client errors', () => {
  it('throws an ApiError carrying the status, message and code of the error body', async () => {
    mockApi({ updateUser: { status: 400, body: { error: { message: 'Bad value', code: 'validation_failed' } } } });

    const error = await apiRequest('PUT', 'updateUser', { body: {} }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Bad value', code: 'validation_failed', handled: false });
  });

  it('turns a dropped connection into an ApiError of status 0', async () => {
    mockApi({ getOneUser: 'network-error' });
    await expect(apiRequest('GET', 'getOneUser')).rejects.toMatchObject({ status: 0, message: 'network_error' });
  });

  it('hands any 500 to the global handler and marks the error handled', async () => {
    const handler = vi.fn();
    setGlobalApiFailureHandler(handler);
    mockApi({ config: { status: 500, body: { error: { message: 'internal_error' } } } });

    const error = await apiRequest('GET', 'config').catch((e: unknown) => e);

    expect(handler).toHaveBeenCalledWith('server-error');
    expect(error).toMatchObject({ status: 500, handled: true });
  });

  it('hands a 403 permission_denied to the global handler, but not other 403s', async () => {
    const handler = vi.fn();
    setGlobalApiFailureHandler(handler);
    mockApi({
      getApp: { status: 403, body: { error: { message: 'permission_denied' } } },
      updateUser: { status: 403, body: { error: { message: 'invalid_csrf_token', code: 'invalid_csrf_token' } } },
    });

    await apiRequest('GET', 'getApp').catch(() => undefined);
    await apiRequest('PUT', 'updateUser').catch(() => undefined);

    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith('permission-denied');
  });

  it('leaves the failure to the caller when it opts out of the global handler', async () => {
    const handler = vi.fn();
    setGlobalApiFailureHandler(handler);
    mockApi({ login: { status: 500, body: { error: { message: 'internal_error' } } } });

    await expect(apiRequest('GET', 'login', { globalFailures: false })).rejects.toMatchObject({ status: 500, handled: false });
    expect(handler).not.toHaveBeenCalled();
  });
});

describe('a GET asked as the script starts (askEarly)', () => {
  it('answers the first read of its path from the early call, then each read asks again', async () => {
    document.cookie = 'XSRF-TOKEN=abc';
    const fetchMock = mockApi({ 'opens/recent': { body: [{ _id: 't1' }] } });
    askEarly('opens/recent');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(apiRequest('GET', 'opens/recent')).resolves.toEqual([{ _id: 't1' }]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await apiRequest('GET', 'opens/recent');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('leaves a failure to the first read, which asks again with its own handling (the 500 page)', async () => {
    document.cookie = 'XSRF-TOKEN=abc';
    const handler = vi.fn();
    const fetchMock = mockApi({ getBookmarkedApps: { status: 500, body: { error: { message: 'internal_error' } } } });
    askEarly('getBookmarkedApps');
    setGlobalApiFailureHandler(handler);
    await expect(apiRequest('GET', 'getBookmarkedApps')).rejects.toMatchObject({ status: 500, handled: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith('server-error');
  });

  it('asks the address the api preloaded in the page, once, and a fresh one after', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    document.head.insertAdjacentHTML('beforeend', '<link rel="preload" as="fetch" crossorigin href="/api/config?date=42" data-early-call="config">');
    const fetchMock = mockApi({ config: { body: { footer: [] } } });
    await apiRequest('GET', 'config');
    await apiRequest('GET', 'config');
    expect(calledUrl(fetchMock, 0).searchParams.get('date')).toBe('42');
    expect(calledUrl(fetchMock, 1).searchParams.get('date')).toBe('1700000000000');
  });

  it('is not asked without a session', () => {
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    const fetchMock = mockApi({ config: { body: {} } });
    askEarly('config');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
