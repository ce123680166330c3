import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import type { CurrentUser } from '@contracts';
import { aCurrentUser } from '@contracts/wire/current-user.fixture';
import { createAuthProvider } from './authProvider';
import { httpClient } from './httpClient';
import { leaveAdmin } from './navigation';

vi.mock('./httpClient', () => ({ API_ROOT: '/api', httpClient: vi.fn() }));
vi.mock('./navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./navigation')>()),
  leaveAdmin: vi.fn(),
}));

const client = vi.mocked(httpClient);

/** Answers getOneUser with `currentUser` (or the given error) and login/logout with URLs. */
function serve(currentUser: CurrentUser | null | Error) {
  client.mockImplementation(async (url: string) => {
    const path = url.split('?')[0];
    if (path === '/api/getOneUser') {
      if (currentUser instanceof Error) throw currentUser;
      return { status: 200, headers: new Headers(), body: '', json: currentUser };
    }
    if (path === '/api/login') return { status: 200, headers: new Headers(), body: '', json: { url: 'https://sso.example/authorize' } };
    if (path === '/api/logout') return { status: 200, headers: new Headers(), body: '', json: { url: 'https://sso.example/end' } };
    throw new Error(`unexpected call ${url}`);
  });
}

beforeEach(() => {
  window.history.pushState({}, '', '/admin/footer?tab=en');
});

afterEach(() => {
  client.mockReset();
  vi.mocked(leaveAdmin).mockReset();
});

describe('checkAuth', () => {
  it('lets an administrator in', async () => {
    serve(aCurrentUser({ is_administrator: true }));
    await expect(createAuthProvider().checkAuth()).resolves.toBeUndefined();
    expect(leaveAdmin).not.toHaveBeenCalled();
  });

  it('lets a subsidiary administrator and a validator in', async () => {
    serve(aCurrentUser({ is_sub_admin: true, subsidiary: { _id: 's-europe', name: 'Northwind Europe' } }));
    await expect(createAuthProvider().checkAuth()).resolves.toBeUndefined();
    serve(aCurrentUser({ has_access: { validations: true } }));
    await expect(createAuthProvider().checkAuth()).resolves.toBeUndefined();
  });

  it('sends a user without a session to single sign-on, returning to the current admin page', async () => {
    serve(new HttpError('Unauthorized', 401, {}));
    await expect(createAuthProvider().checkAuth()).rejects.toMatchObject({ message: false });
    const loginCall = client.mock.calls.find(([url]) => url.startsWith('/api/login'));
    expect(loginCall?.[0]).toBe(`/api/login?returnTo=${encodeURIComponent('/admin/footer?tab=en')}`);
    expect(leaveAdmin).toHaveBeenCalledWith('https://sso.example/authorize');
  });

  it('sends a user who is neither administrator, sub-administrator nor validator to /error-403', async () => {
    serve(aCurrentUser());
    await expect(createAuthProvider().checkAuth()).rejects.toMatchObject({ message: false });
    expect(leaveAdmin).toHaveBeenCalledWith('/error-403');
  });

  it('lets anyone else in at the access requests they approve, where the approvers\' mails link, and nowhere else', async () => {
    window.history.pushState({}, '', '/admin/validations?tab=access');
    serve(aCurrentUser());
    const provider = createAuthProvider();
    await expect(provider.checkAuth()).resolves.toBeUndefined();
    expect(leaveAdmin).not.toHaveBeenCalled();
    expect(await provider.canAccess!({ resource: 'access_requests', action: 'list' })).toBe(true);
    expect(await provider.canAccess!({ resource: 'validations', action: 'list' })).toBe(false);
    window.history.pushState({}, '', '/admin/validations');
    await expect(provider.checkAuth()).rejects.toMatchObject({ message: false });
    expect(leaveAdmin).toHaveBeenCalledWith('/error-403');
  });

  it('sends a person missing from the directory to /error-user', async () => {
    serve(null);
    await expect(createAuthProvider().checkAuth()).rejects.toBeTruthy();
    expect(leaveAdmin).toHaveBeenCalledWith('/error-user');
  });

  it('sends a disabled account to /error-user', async () => {
    serve(aCurrentUser({ is_administrator: true, account_disabled: true }));
    await expect(createAuthProvider().checkAuth()).rejects.toBeTruthy();
    expect(leaveAdmin).toHaveBeenCalledWith('/error-user');
  });

  it('asks the server once per page load', async () => {
    serve(aCurrentUser({ is_administrator: true }));
    const provider = createAuthProvider();
    await provider.checkAuth();
    await provider.checkAuth();
    await provider.getPermissions();
    expect(client).toHaveBeenCalledTimes(1);
  });
});

describe('identity and permissions', () => {
  it('exposes the role flags as permissions', async () => {
    serve(aCurrentUser({ is_sub_admin: true, subsidiary: { _id: 's-europe', name: 'Northwind Europe' }, has_access: { validations: true } }));
    await expect(createAuthProvider().getPermissions()).resolves.toMatchObject({
      isAdministrator: false,
      isSubAdmin: true,
      hasValidationsAccess: true,
      caller: { userId: 'u1', roles: ['user', 'sub_admin', 'validator'], subsidiaryId: 's-europe' },
    });
  });

  it('never makes a sub-administrator of someone without a subsidiary, as the server does', async () => {
    serve(aCurrentUser({ is_sub_admin: true }));
    await expect(createAuthProvider().getPermissions()).resolves.toMatchObject({ isSubAdmin: false });
  });

  it('names the signed-in user', async () => {
    serve(aCurrentUser({ is_administrator: true }));
    await expect(createAuthProvider().getIdentity()).resolves.toEqual({ id: 'u1', fullName: 'Jeanne Dupont', subsidiary: null });
  });

  it('opens the footer to administrators only', async () => {
    serve(aCurrentUser({ is_administrator: true }));
    await expect(createAuthProvider().canAccess({ resource: 'footer', action: 'edit' })).resolves.toBe(true);
    serve(aCurrentUser({ is_sub_admin: true }));
    await expect(createAuthProvider().canAccess({ resource: 'footer', action: 'edit' })).resolves.toBe(false);
  });
});

describe('checkError', () => {
  it('sends the user to sign in again when the session ended', async () => {
    serve(aCurrentUser({ is_administrator: true }));
    const provider = createAuthProvider();
    await provider.checkAuth();
    await expect(provider.checkError({ status: 401 })).rejects.toMatchObject({ logoutUser: false });
    expect(leaveAdmin).toHaveBeenCalledWith('https://sso.example/authorize');
  });

  it('keeps the user signed in on other errors', async () => {
    await expect(createAuthProvider().checkError({ status: 400 })).resolves.toBeUndefined();
  });
});

describe('logout', () => {
  it('ends the session and follows the provider end-session URL', async () => {
    serve(aCurrentUser({ is_administrator: true }));
    const provider = createAuthProvider();
    await provider.checkAuth();
    await expect(provider.logout()).resolves.toBe(false);
    expect(client).toHaveBeenCalledWith('/api/logout', { method: 'POST' });
    expect(leaveAdmin).toHaveBeenCalledWith('https://sso.example/end');
  });

  it('does not end the front session of someone the back-office turned away', async () => {
    serve(aCurrentUser());
    const provider = createAuthProvider();
    await provider.checkAuth().catch(() => undefined);
    await expect(provider.logout()).resolves.toBe(false);
    expect(client).not.toHaveBeenCalledWith('/api/logout', expect.anything());
    expect(client).not.toHaveBeenCalledWith('/api/logout');
  });
});
