import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useOpenReporting } from '@/features/recent';
import { i18n } from '@/i18n/i18n';
import { aUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { QueryProvider } from '@/testing/query-provider';
import { aTool } from '@/testing/tool-fixtures';
import { Launcher } from './Launcher';

const WALL = 'getApps/null/u1/10/100/true/true/false/false';

// Wall order: Payroll, Mail, Wiki, Calendar. "Wiki" is in Mail's description only.
const payroll = aTool({ _id: 'p1', title: { en: 'Payroll' }, url: { en: 'https://payroll.example/' } });
const mail = aTool({ _id: 'm1', title: { en: 'Mail' }, description: { en: 'Links to the wiki' }, url: { en: 'https://mail.example/' } });
const wiki = aTool({ _id: 'w1', title: { en: 'Wiki' }, url: { en: 'https://wiki.example/' } });
const calendar = aTool({ _id: 'c1', title: { en: 'Calendar' }, url: { en: 'https://calendar.example/' } });

/** The page reports every open of a tool (mounted by "Recently used" on the front page). */
function OpenReporting() {
  useOpenReporting();
  return null;
}

function renderLauncher(recent = [calendar]) {
  const api = mockApi({ [WALL]: { body: [payroll, mail, wiki, calendar] }, 'opens/recent': { body: recent }, opens: { status: 204 } });
  render(
    <>
      <input aria-label="Other field" />
      <Launcher user={aUser()} />
      <OpenReporting />
    </>,
    { wrapper: QueryProvider },
  );
  return api;
}

const combobox = () => screen.getByRole('combobox', { name: 'Tool to open' });
const optionTitles = () => within(screen.getByRole('listbox')).queryAllByRole('option').map((option) => option.querySelector('.launcher__title')?.textContent);

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('Quick launcher', () => {
  it('gives its keyboard hints only where there is likely a keyboard: not on a touch screen or a phone', async () => {
    renderLauncher();
    const user = userEvent.setup();
    await user.keyboard('{Control>}k{/Control}');
    await screen.findByRole('dialog', { name: 'Open a tool' });
    expect(combobox()).toHaveAccessibleDescription('↑ ↓ to choose, Enter to open in a new tab, Esc to close.');
    await user.keyboard('{Escape}');

    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('hover: none'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
    await user.keyboard('{Control>}k{/Control}');
    await screen.findByRole('dialog', { name: 'Open a tool' });
    expect(screen.queryByText(/to choose, Enter to open/)).not.toBeInTheDocument();
    expect(combobox()).not.toHaveAttribute('aria-describedby');
  });

  it('opens on Ctrl+K and on ⌘K, with focus in its combobox', async () => {
    renderLauncher();
    const user = userEvent.setup();
    await user.keyboard('{Control>}k{/Control}');
    // The dialog's code may still be on its way the first time (it is fetched when the page is idle).
    const dialog = await screen.findByRole('dialog', { name: 'Open a tool' });
    expect(combobox()).toHaveFocus();
    expect(combobox()).toHaveAttribute('aria-controls', screen.getByRole('listbox').id);
    await user.keyboard('{Escape}');
    expect(dialog).not.toBeInTheDocument();
    await user.keyboard('{Meta>}k{/Meta}');
    expect(screen.getByRole('dialog', { name: 'Open a tool' })).toBeInTheDocument();
  });

  it('opens on / outside a text field, but / typed in a field stays in the field', async () => {
    renderLauncher();
    const user = userEvent.setup();
    const other = screen.getByRole('textbox', { name: 'Other field' });
    await user.click(other);
    await user.keyboard('/');
    expect(other).toHaveValue('/');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    other.blur();
    await user.keyboard('/');
    expect(screen.getByRole('dialog', { name: 'Open a tool' })).toBeInTheDocument();
    expect(combobox()).toHaveValue('');
  });

  it('opens from its button, for touch screens', async () => {
    renderLauncher();
    await userEvent.click(screen.getByRole('button', { name: 'Quick open' }));
    expect(combobox()).toHaveFocus();
  });

  it('lists recent tools first, then the wall order; a search keeps title matches first', async () => {
    renderLauncher([calendar, wiki]);
    const user = userEvent.setup();
    await user.keyboard('{Control>}k{/Control}');
    await waitFor(() => expect(optionTitles()).toEqual(['Calendar', 'Wiki', 'Payroll', 'Mail']));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('4 tools'));
    await user.type(combobox(), 'WIKI');
    // Mail matches by its description only: after Wiki, although it comes first on the wall.
    await waitFor(() => expect(optionTitles()).toEqual(['Wiki', 'Mail']));
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    await user.clear(combobox());
    await user.type(combobox(), 'zz');
    await waitFor(() => expect(optionTitles()).toEqual([]));
    expect(screen.getByRole('status')).toHaveTextContent('No tool matches.');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves the active option with the arrows and opens its link in a new tab on Enter, reporting the open', async () => {
    const api = renderLauncher([]);
    const user = userEvent.setup();
    await user.keyboard('{Control>}k{/Control}');
    await waitFor(() => expect(optionTitles()).toHaveLength(4));
    const options = screen.getAllByRole('option');
    expect(combobox()).toHaveAttribute('aria-activedescendant', options[0].id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(combobox()).toHaveAttribute('aria-activedescendant', options[2].id);
    await user.keyboard('{ArrowUp}');
    expect(combobox()).toHaveAttribute('aria-activedescendant', options[1].id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(combobox()).toHaveAttribute('aria-activedescendant', options[3].id);
    await user.keyboard('{ArrowDown}{ArrowDown}');

    const mailOption = screen.getByRole('option', { name: 'Mail' });
    expect(mailOption).toHaveAttribute('aria-selected', 'true');
    let clicked: HTMLAnchorElement | null = null;
    document.addEventListener(
      'click',
      (event) => {
        clicked = (event.target as Element).closest('a');
        event.preventDefault(); // keep jsdom from navigating
      },
      { once: true },
    );
    await user.keyboard('{Enter}');
    expect(clicked).toBe(mailOption);
    expect(mailOption).toHaveAttribute('href', 'https://mail.example/');
    expect(mailOption).toHaveAttribute('target', '_blank');
    expect(mailOption).toHaveAttribute('rel', 'noopener noreferrer');
    expect(mailOption).toHaveAttribute('data-open-tool-id', 'm1');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const report = (api.mock.calls as unknown as [RequestInfo | URL, RequestInit][]).find(([input]) => new URL(String(input), 'http://localhost').pathname === '/api/opens');
    expect(JSON.parse(String(report?.[1].body))).toEqual({ toolId: 'm1' });
  });

  it('closes on Escape and gives focus back to where it was', async () => {
    renderLauncher();
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Quick open' });
    button.focus();
    await user.keyboard('{Control>}k{/Control}');
    expect(combobox()).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    renderLauncher();
    const user = userEvent.setup();
    await user.keyboard('{Control>}k{/Control}');
    await waitFor(() => expect(optionTitles()).toHaveLength(4));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(combobox()).toHaveFocus();
  });
});
