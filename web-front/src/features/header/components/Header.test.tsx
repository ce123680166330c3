import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { LANGUAGE_OVERRIDE_KEY } from '@/i18n/language';
import { assignLocation } from '@/lib/assign-location';
import { aUser } from '@/testing/fixtures';
import { calledUrl, mockApi } from '@/testing/mock-api';
import { PARENT_PORTAL_URLS } from '../parent-portal';
import { Header } from './Header';

vi.mock('@/lib/assign-location', () => ({ assignLocation: vi.fn() }));

const admin = aUser({ is_administrator: true });
const subAdmin = aUser({ is_sub_admin: true, has_access: { validations: true } });
const validator = aUser({ has_access: { validations: true } });
const employee = aUser();

/** Makes the window as wide as `width` for the 1025 px media query. */
function setViewportWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: width <= Number(/max-width: (\d+)px/.exec(query)?.[1] ?? 0),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

const navigation = () => screen.queryByRole('navigation', { name: 'Administration' });
const menuButtons = () => {
  const nav = navigation();
  return nav ? within(nav).queryAllByRole('button').map((button) => button.textContent?.replace('▾', '').trim()) : [];
};

beforeEach(() => {
  setViewportWidth(1440);
  mockApi({ navAdmin: { status: 204 } });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(assignLocation).mockReset();
});

describe('header menus per role', () => {
  it('gives administrators the Tools, Profiles and Management menus with their back-office pages, named as the back-office names them', async () => {
    render(<Header user={admin} />);
    expect(menuButtons()).toEqual(['Tools', 'Profiles', 'Management']);
    const user = userEvent.setup();
    const expected: Record<string, [string, string][]> = {
      Tools: [['Tools', '/admin/'], ['Default tools', '/admin/default_tools'], ['Subsidiaries', '/admin/subsidiaries'], ['Categories', '/admin/categories']],
      Profiles: [['Logs', '/admin/logs'], ['Users', '/admin/users']],
      Management: [
        ['Approvals', '/admin/validations'],
        ['Footer', '/admin/footer'],
        ['Configuration', '/admin/config'],
        ['Directory import', '/admin/import-config'],
        ['Jobs', '/admin/jobs'],
        ['Usage', '/admin/usage'],
      ],
    };
    for (const [menu, links] of Object.entries(expected)) {
      const button = screen.getByRole('button', { name: menu });
      await user.click(button);
      const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
      expect(within(panel).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual(links);
    }
    // One page, one entry: the subsidiaries page is not offered twice under two names.
    const hrefs = [...document.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(hrefs.filter((href) => href === '/admin/subsidiaries')).toHaveLength(1);
  });

  it('gives sub-administrators a link to the back-office and to the validations they may see', () => {
    render(<Header user={subAdmin} />);
    const nav = navigation()!;
    expect(within(nav).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Back-office', '/admin/'],
      ['Approvals', '/admin/validations'],
    ]);
    expect(menuButtons()).toEqual([]);
  });

  it('gives a user with validations access only the validations link', () => {
    render(<Header user={validator} />);
    expect(within(navigation()!).getAllByRole('link').map((link) => link.textContent)).toEqual(['Approvals']);
  });

  it('shows no administration to an ordinary employee', () => {
    render(<Header user={employee} />);
    expect(navigation()).toBeNull();
    expect(menuButtons()).toEqual([]);
    expect(screen.queryByRole('link', { name: /approvals|back-office/i })).toBeNull();
  });

  it('keeps the first name, the reloading logo and the parent portal for everyone', () => {
    render(<Header user={employee} />);
    expect(screen.getByText('Jeanne')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tools portal, reload the page' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Company portal' })).toHaveAttribute('href', PARENT_PORTAL_URLS.en);
  });
});

describe('disclosure menus by keyboard', () => {
  it('opens with the arrow key, moves with arrows, closes on Escape and gives focus back', async () => {
    render(<Header user={admin} />);
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Management' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Approvals' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Footer' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('link', { name: 'Usage' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    expect(screen.queryByRole('link', { name: 'Approvals' })).toBeNull();
  });

  it('opens with Enter and lets Tab walk the links; a click elsewhere closes it', async () => {
    render(<Header user={admin} />);
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Profiles' });
    button.focus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Logs' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Users' })).toHaveFocus();
    await user.click(screen.getByText('Jeanne'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('small screens', () => {
  it('collapses every menu into one menu button up to 1025 px', async () => {
    setViewportWidth(1025);
    render(<Header user={admin} />);
    expect(menuButtons()).toEqual(['Menu']);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Menu' }));
    for (const group of ['Tools', 'Profiles', 'Management']) expect(screen.getByRole('list', { name: group })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Approvals$/ })).toHaveLength(1);
  });

  it('keeps separate menus from 1026 px', () => {
    setViewportWidth(1026);
    render(<Header user={admin} />);
    expect(menuButtons()).toEqual(['Tools', 'Profiles', 'Management']);
  });
});

describe('following a link into the back-office', () => {
  it('fires GET navAdmin with the date parameter, then opens the page', async () => {
    const fetchMock = mockApi({ navAdmin: { status: 204 } });
    render(<Header user={admin} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Management' }));
    await user.click(screen.getByRole('link', { name: 'Approvals' }));
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith('/admin/validations'));
    const url = calledUrl(fetchMock, 0);
    expect(url.pathname).toBe('/api/navAdmin');
    expect(url.searchParams.get('date')).toMatch(/^\d+$/);
  });

  it('still opens the back-office when navAdmin fails without a 500', async () => {
    mockApi({ navAdmin: 'network-error' });
    render(<Header user={subAdmin} />);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Back-office' }));
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith('/admin/'));
  });
});

describe('parent portal link', () => {
  it.each([
    ['en', PARENT_PORTAL_URLS.en, 'Company portal'],
    ['fr', PARENT_PORTAL_URLS.fr, 'Portail de l’entreprise'],
    ['zh', PARENT_PORTAL_URLS.zh, '公司门户'],
    ['ja', PARENT_PORTAL_URLS.ja, '会社ポータル'],
  ])('points to the %s portal in that language', async (language, href, name) => {
    await i18n.changeLanguage(language);
    render(<Header user={employee} />);
    expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
  });
});

describe('sign-out and language picker (issue 13, minor 12)', () => {
  afterEach(async () => {
    window.localStorage.clear();
    await i18n.changeLanguage('en');
  });

  it('signs out through the api and follows the single sign-on end-session address', async () => {
    const fetchMock = mockApi({ logout: { body: { url: 'https://sso.example.com/session/end?client_id=portal&post_logout_redirect_uri=https%3A%2F%2Ftools.example.com%2F' } } });
    render(<Header user={employee} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith('https://sso.example.com/session/end?client_id=portal&post_logout_redirect_uri=https%3A%2F%2Ftools.example.com%2F'));
    expect(calledUrl(fetchMock, 0).pathname).toBe('/api/logout');
  });

  it('says so when signing out fails, and lets the person try again', async () => {
    mockApi({ logout: 'network-error' });
    render(<Header user={employee} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Signing out failed. Please try again.');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeEnabled();
    expect(assignLocation).not.toHaveBeenCalled();
  });

  it('switches the interface language at once and saves it as the local override', async () => {
    render(<Header user={employee} />);
    const picker = screen.getByRole('combobox', { name: 'Language' });
    expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual(['English', 'Français', '中文', '日本語']);
    await userEvent.selectOptions(picker, 'fr');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Se déconnecter' })).toBeInTheDocument());
    expect(window.localStorage.getItem(LANGUAGE_OVERRIDE_KEY)).toBe('fr');
    expect(screen.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
  });
});
