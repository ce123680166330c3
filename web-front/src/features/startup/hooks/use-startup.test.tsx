import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setGlobalApiFailureHandler } from '@/api/client';
import { i18n } from '@/i18n/i18n';
import { assignLocation } from '@/lib/assign-location';
import { aUser } from '@/testing/fixtures';
import { calledUrl, mockApi } from '@/testing/mock-api';
import { StartupGate } from '../components/StartupGate';
import { useCurrentUser } from '../current-user-context';
import { askCurrentUserEarly, awaitEarlyUser } from '../early-user';
import { noteSignInStarted } from '../sign-in-guard';

vi.mock('@/lib/assign-location', () => ({ assignLocation: vi.fn() }));

function SignedInProbe() {
  return <p>signed in as {useCurrentUser().firstname}</p>;
}

function renderStartup(path = '/') {
  const router = createMemoryRouter(
    [
      { element: <StartupGate />, children: [{ path: '/', element: <SignedInProbe /> }, { path: '/login/:userId', element: <SignedInProbe /> }] },
      { path: '/error-user', element: <p>error-user page</p> },
      { path: '/error-unavailable', element: <p>error-unavailable page</p> },
      { path: '/error-500', element: <p>error-500 page</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const unauthorised = { status: 401, body: { error: { message: 'not_authenticated', code: 'not_authenticated' } } };

beforeEach(() => vi.mocked(assignLocation).mockReset());

describe('start-up: the user call answers', () => {
  it('shows an accessible loading state, then the signed-in pages with the user', async () => {
    mockApi({ getOneUser: { body: aUser({ firstname: 'Jeanne' }) } });
    renderStartup();

    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByText('signed in as Jeanne')).toBeInTheDocument();
  });

  it('draws the signed-in pages in its first render, in the user\'s language, when the early answer is in (no loading screen)', async () => {
    const fetchMock = mockApi({ getOneUser: { body: aUser({ firstname: 'Jeanne', language: 'ja' }) } });
    askCurrentUserEarly();
    await awaitEarlyUser();
    renderStartup();

    expect(screen.getByText('signed in as Jeanne')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(i18n.language).toBe('ja');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks again at the next start-up once the early answer was used', async () => {
    const fetchMock = mockApi({ getOneUser: { body: aUser({ firstname: 'Jeanne' }) } });
    askCurrentUserEarly();
    await awaitEarlyUser();
    renderStartup();
    await screen.findByText('signed in as Jeanne');
    cleanup();

    renderStartup();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByText('signed in as Jeanne')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('leaves a disabled account to the usual way when the early answer is in: /error-user', async () => {
    mockApi({ getOneUser: { body: aUser({ account_disabled: true }) } });
    askCurrentUserEarly();
    await awaitEarlyUser();
    const router = renderStartup();

    expect(await screen.findByText('error-user page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/error-user');
  });

  it("switches the interface to the user's language before showing the pages", async () => {
    mockApi({ getOneUser: { body: aUser({ language: 'fr' }) } });
    renderStartup();

    await screen.findByText(/signed in as/);
    expect(i18n.language).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
  });

  it('shows the bilingual not-registered screen with the support mailbox when the user is null', async () => {
    mockApi({ getOneUser: { body: null } });
    renderStartup();

    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('You are not registered in the portal');
    expect(heading).toHaveTextContent('Vous n’êtes pas enregistré dans le portail');
    expect(screen.getAllByRole('link', { name: 'support@example.com' })[0]).toHaveAttribute('href', 'mailto:support@example.com');
    // A way out: sign out, then sign in with another account.
    expect(screen.getByRole('button', { name: /^Se déconnecter ou changer de compte\s*Sign out or switch account$/ })).toBeEnabled();
  });

  it('sends a disabled account to /error-user', async () => {
    mockApi({ getOneUser: { body: aUser({ account_disabled: true }) } });
    const router = renderStartup();

    expect(await screen.findByText('error-user page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/error-user');
  });

  it('sends a user answer with an error field to /error-user', async () => {
    mockApi({ getOneUser: { body: aUser({ error: 'directory_sync_failed' }) } });
    renderStartup();
    expect(await screen.findByText('error-user page')).toBeInTheDocument();
  });
});

describe('start-up: the user call fails', () => {
  it('on 401, asks for the sign-in address with the current path and goes there', async () => {
    const fetchMock = mockApi({ getOneUser: unauthorised, login: { body: { url: 'https://sso.example.com/authorize' } } });
    renderStartup('/login/u1?onboarding');

    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith('https://sso.example.com/authorize'));
    expect(calledUrl(fetchMock, 1).pathname).toBe('/api/login');
    expect(calledUrl(fetchMock, 1).searchParams.get('returnTo')).toBe('/login/u1?onboarding');
    expect(screen.getByRole('status')).toHaveTextContent('Taking you to the sign-in page…');
  });

  it('on a network failure, also tries to sign in', async () => {
    mockApi({ getOneUser: 'network-error', login: { body: { url: 'https://sso.example.com/authorize' } } });
    renderStartup();
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith('https://sso.example.com/authorize'));
  });

  it('signs in without asking who is signed in when the browser holds no session, so no 401 is logged', async () => {
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    const fetchMock = mockApi({ getOneUser: unauthorised, login: { body: { url: 'https://sso.example.com/authorize' } } });
    askCurrentUserEarly();
    renderStartup();
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith('https://sso.example.com/authorize'));
    expect(fetchMock.mock.calls.map((_, index) => calledUrl(fetchMock, index).pathname)).toEqual(['/api/login']);
  });

  it('asks once when the early question is answered 401 (an expired session): no second 401', async () => {
    const fetchMock = mockApi({ getOneUser: unauthorised, login: { body: { url: 'https://sso.example.com/authorize' } } });
    askCurrentUserEarly();
    renderStartup();
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith('https://sso.example.com/authorize'));
    expect(fetchMock.mock.calls.map((_, index) => calledUrl(fetchMock, index).pathname)).toEqual(['/api/getOneUser', '/api/login']);
  });

  it('goes to /error-unavailable when the login call fails', async () => {
    mockApi({ getOneUser: unauthorised, login: { status: 503, body: { error: { message: 'unavailable' } } } });
    const router = renderStartup();

    expect(await screen.findByText('error-unavailable page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/error-unavailable');
    expect(assignLocation).not.toHaveBeenCalled();
  });

  it('goes to /error-unavailable when the login call fails with a 500 too', async () => {
    setGlobalApiFailureHandler(vi.fn());
    mockApi({ getOneUser: 'network-error', login: { status: 500, body: { error: { message: 'internal_error' } } } });
    renderStartup();
    expect(await screen.findByText('error-unavailable page')).toBeInTheDocument();
  });

  it('goes to /error-unavailable when the login answer has no address', async () => {
    mockApi({ getOneUser: unauthorised, login: { body: {} } });
    renderStartup();
    expect(await screen.findByText('error-unavailable page')).toBeInTheDocument();
  });

  it('stops instead of looping when a 401 comes right back from a sign-in', async () => {
    noteSignInStarted();
    const fetchMock = mockApi({ getOneUser: unauthorised, login: { body: { url: 'https://sso.example.com/authorize' } } });
    renderStartup();

    expect(await screen.findByText('error-unavailable page')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('leaves a 500 to the global handler and does not sign in', async () => {
    const handler = vi.fn();
    setGlobalApiFailureHandler(handler);
    const fetchMock = mockApi({ getOneUser: { status: 500, body: { error: { message: 'internal_error' } } } });
    renderStartup();

    await waitFor(() => expect(handler).toHaveBeenCalledWith('server-error'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('goes to /error-unavailable, without signing in, on other failures such as a 502 from a proxy', async () => {
    const fetchMock = mockApi({ getOneUser: { status: 502 } });
    renderStartup();

    expect(await screen.findByText('error-unavailable page')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
