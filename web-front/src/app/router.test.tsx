import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { assignLocation } from '@/lib/assign-location';
import { aUser } from '@/testing/fixtures';
import { frontPageReplies, renderAppAt } from '@/testing/render-app';

vi.mock('@/lib/assign-location', () => ({ assignLocation: vi.fn() }));

const config = { footer: [{ lang: 'en', content: '<p>Legal notice</p>' }], add_tool_help_url: null, nbBackgrounds: 19 };

describe('front page', () => {
  it('shows the header with "Connected" and the first name, the page heading and the footer', async () => {
    renderAppAt('/', frontPageReplies(aUser({ firstname: 'Jeanne' }), { config: { body: config } }));

    const banner = await screen.findByRole('banner');
    expect(within(banner).getByText('Connected')).toBeInTheDocument();
    expect(within(banner).getByText('Jeanne')).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: /Tools portal/ })).toHaveAttribute('href', '/');
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1, name: 'My tools' }));
    expect(await screen.findByText('Legal notice')).toBeInTheDocument();
    expect(screen.getByTestId('site-footer')).toBeInTheDocument();
  });

  it('is also served at /login/:userId', async () => {
    renderAppAt('/login/u1', frontPageReplies(aUser(), { config: { body: config } }));
    expect(await screen.findByRole('banner')).toBeInTheDocument();
  });
});

describe('error routes', () => {
  it('shows the not-found page, with a link home, for any other path', async () => {
    const { fetchMock } = renderAppAt('/no/such/page', {});

    expect(await screen.findByRole('heading', { name: 'Content not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home page' })).toHaveAttribute('href', '/');
    expect(fetchMock).not.toHaveBeenCalled(); // error pages never start a sign-in
  });

  it('shows /error-user in French and English', async () => {
    renderAppAt('/error-user', {});

    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('Your account is not available');
    expect(heading).toHaveTextContent('Votre compte n’est pas disponible');
    expect(screen.getByText(/wait 24 hours/)).toBeInTheDocument();
    expect(screen.getByText(/patienter 24 heures/)).toBeInTheDocument();
  });

  it('offers a disabled account a way out: sign out or switch account, and no home link that comes back here', async () => {
    const { fetchMock } = renderAppAt('/error-user', { logout: { body: { url: '/' } } });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: /Back to home page/ })).not.toBeInTheDocument();
    const signOut = screen.getByRole('button', { name: /^Se déconnecter ou changer de compte\s*Sign out or switch account$/ });
    await userEvent.click(signOut);
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith('/'));
    expect(new URL(String(fetchMock.mock.calls[0][0]), 'http://localhost').pathname).toBe('/api/logout');
  });

  it('shows the unavailable page', async () => {
    renderAppAt('/error-unavailable', {});
    expect(await screen.findByRole('heading', { name: 'Service unavailable' })).toBeInTheDocument();
  });
});

describe('global failures', () => {
  it('goes to /error-500 when any call answers 500', async () => {
    const { router } = renderAppAt('/', { getOneUser: { status: 500, body: { error: { message: 'internal_error' } } } });

    expect(await screen.findByRole('heading', { name: 'Page temporarily unavailable' })).toBeInTheDocument();
    expect(screen.getByText(/contact your local support/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/error-500');
  });

  it('goes to /error-403 when a call answers permission_denied', async () => {
    const { router } = renderAppAt('/', frontPageReplies(aUser(), { config: { status: 403, body: { error: { message: 'permission_denied' } } } }));

    expect(await screen.findByRole('heading', { name: 'Something is wrong' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/error-403');
  });
});
