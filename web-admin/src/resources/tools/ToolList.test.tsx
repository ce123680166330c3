import type { AdminToolRecord } from '@contracts';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { I18nProvider } from 'react-admin';
import { ADMINISTRATOR, SUB_ADMINISTRATOR, authAs, englishI18n, renderAdmin } from '../../test/adminTestKit';
import { ToolsHome } from './ToolsHome';

let i18nProvider: I18nProvider;
beforeAll(async () => {
  i18nProvider = await englishI18n();
});

const MARTIN = '65a000000000000000000001';
const tool = (overrides: Partial<AdminToolRecord>): AdminToolRecord => ({
  id: '64b000000000000000000001',
  title: { en: 'Expense tracker for Europe' },
  description: { en: 'Expenses' },
  url: { en: 'https://expenses.example.com' },
  logo: {},
  categories: ['cat1'],
  managers: [MARTIN],
  users: ['all'],
  subsidiaryId: null,
  is_new: false,
  is_translated: false,
  translated_into: ['en'],
  has_pending_validation: false,
  is_published: true,
  creator: MARTIN,
  created_time: new Date(Date.now() - 30 * 86400000).toISOString(),
  updated_time: new Date().toISOString(),
  ...overrides,
});

const TOOLS = [
  tool({}),
  tool({ id: '64b000000000000000000002', title: { en: 'Wiki' }, is_new: true, users: [MARTIN, 'FIN-EU'] }),
  tool({ id: '64b000000000000000000003', title: { en: 'Payroll' }, has_pending_validation: true }),
];

function methods<T extends Record<string, unknown>>(overrides: T = {} as T) {
  return {
    getList: vi.fn(async () => ({ data: TOOLS, total: TOOLS.length })),
    getToolCategories: async () => [{ id: 'cat1', name: { en: 'Finance', fr: 'Finances' } }],
    getUserEntriesByIds: async (ids: string[]) => ids.map((id) => ({ type: 'user', id, value: id, label: 'Martin Dupont' })),
    searchUserEntries: async () => [{ type: 'user', id: MARTIN, value: MARTIN, label: 'Martin Dupont' }],
    searchGroupEntries: async () => [],
    getGroupEntriesByIds: async (guids: string[]) =>
      guids.filter((guid) => guid === 'FIN-EU').map((guid) => ({ type: 'group', id: 'g1', value: guid, label: 'Finance Europe' })),
    ...overrides,
  };
}

async function checkRows(...names: string[]) {
  for (const name of names) {
    const row = (await screen.findByText(name)).closest('tr')!;
    await userEvent.click(within(row).getByRole('checkbox'));
  }
}

describe('tool list', { timeout: 30000 }, () => {
  it('asks for 50 tools by name, and shows cut names, relative dates, categories, people and states', async () => {
    const data = methods();
    renderAdmin(<ToolsHome />, { methods: data, i18nProvider });

    // A cut name keeps its whole name for screen readers and, on hover or focus, in a tooltip.
    expect(await screen.findByText('Expense tracker f…')).toBeInTheDocument();
    expect(screen.getByText('Expense tracker for Europe')).toBeInTheDocument();
    expect(within(screen.getByText('Wiki').closest('tr')!).queryByTestId('tool-name-cut')).not.toBeInTheDocument();
    expect(data.getList).toHaveBeenCalledWith(
      'tools',
      expect.objectContaining({ pagination: { page: 1, perPage: 50 }, sort: { field: 'name', order: 'ASC' } }),
    );
    const first = screen.getByText('Expense tracker f…').closest('tr')!;
    expect(within(first).getByText('Today')).toBeInTheDocument();
    expect(within(first).getByText('Finance')).toBeInTheDocument();
    expect(within(first).getByText('Everyone')).toBeInTheDocument();
    expect(await within(first).findByText('Martin Dupont')).toBeInTheDocument();
    // Wiki is private: flagged new or not, a private tool never shows the label.
    expect(within(screen.getByText('Wiki').closest('tr')!).queryByText('New')).not.toBeInTheDocument();
    expect(await within(screen.getByText('Wiki').closest('tr')!).findByText('Martin Dupont, Finance Europe')).toBeInTheDocument();
    expect(within(screen.getByText('Payroll').closest('tr')!).getByText('Pending')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export as CSV' })).toHaveAttribute('href', expect.stringContaining('/api/admin/tools/export?'));
  });

  it("says the list could not be loaded, and loads it again on refresh", async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let up = false;
    const getList = vi.fn(async () => {
      if (!up) throw new Error('down');
      return { data: TOOLS, total: 3 };
    });
    renderAdmin(<ToolsHome />, { methods: methods({ getList }), i18nProvider });

    expect(await screen.findByText("Error while loading the tool's list.")).toBeInTheDocument();
    expect(screen.queryByText(/\d+-\d+ of \d+/)).not.toBeInTheDocument();
    up = true;
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Wiki')).toBeInTheDocument();
    consoleError.mockRestore();
  });

  it('hides the creation date behind the column chooser, and shows it once chosen', async () => {
    renderAdmin(<ToolsHome />, { methods: methods(), i18nProvider });
    await screen.findByText('Wiki', {}, { timeout: 15000 });
    expect(screen.getByRole('columnheader', { name: /Updated/ })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: /Created/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    await userEvent.click(await screen.findByRole('switch', { name: 'Created' }));
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByRole('columnheader', { name: /Created/ })).toBeInTheDocument();
  });

  it('says no tool matches a search, and clears it', async () => {
    const getList = vi.fn(async (_resource: string, params: { filter: Record<string, unknown> }) =>
      params.filter.q ? { data: [], total: 0 } : { data: TOOLS, total: TOOLS.length },
    );
    renderAdmin(<ToolsHome />, { methods: methods({ getList }), i18nProvider });
    await screen.findByText('Wiki', {}, { timeout: 15000 });
    await userEvent.type(screen.getByPlaceholderText('Search'), 'zzz');
    expect(await screen.findByText('No tools match this search or these filters.', {}, { timeout: 15000 })).toBeInTheDocument();
    expect(screen.queryByText(/No Tools found/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear the search and filters' }));
    expect(await screen.findByText('Wiki')).toBeInTheDocument();
  });

  it('adds the chosen managers to the checked tools, then reloads the list', async () => {
    const data = methods({ bulkEditTools: vi.fn(async () => ({})) });
    renderAdmin(<ToolsHome />, { methods: data, i18nProvider });
    await checkRows('Wiki', 'Payroll');
    await userEvent.click(screen.getByRole('button', { name: 'Add managers' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('combobox'), 'mart');
    await userEvent.click(await screen.findByRole('option', { name: 'Martin Dupont' }));
    const loads = data.getList.mock.calls.length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));

    await waitFor(() =>
      expect(data.bulkEditTools).toHaveBeenCalledWith({
        apps: ['64b000000000000000000002', '64b000000000000000000003'],
        managers: [MARTIN],
      }),
    );
    expect(await screen.findByText('Managers added to 2 tools')).toBeInTheDocument();
    await waitFor(() => expect(data.getList.mock.calls.length).toBeGreaterThan(loads));
  });

  it('refuses to add nobody', async () => {
    const data = methods({ bulkEditTools: vi.fn() });
    renderAdmin(<ToolsHome />, { methods: data, i18nProvider });
    await checkRows('Wiki');
    await userEvent.click(screen.getByRole('button', { name: 'Add viewers' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText("Viewers are added to private tools only: public and subsidiary tools are already everyone's.")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(data.bulkEditTools).not.toHaveBeenCalled();
  });

  it('deletes the checked tools only after a confirmation', async () => {
    const data = methods({ deleteTools: vi.fn(async (ids: string[]) => ({ deleted: ids })) });
    renderAdmin(<ToolsHome />, { methods: data, i18nProvider });
    await checkRows('Wiki', 'Payroll');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete these 2 tools?')).toBeInTheDocument();
    expect(data.deleteTools).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(data.deleteTools).toHaveBeenCalledWith(['64b000000000000000000002', '64b000000000000000000003']));
    expect(await screen.findByText('2 tools deleted')).toBeInTheDocument();
  });

  it('does not offer a sub-administrator to delete a tool awaiting approval', async () => {
    renderAdmin(<ToolsHome />, { methods: methods(), i18nProvider, auth: authAs(SUB_ADMINISTRATOR) });
    await checkRows('Wiki');
    expect(await screen.findByRole('button', { name: 'Delete' })).toBeInTheDocument();
    await checkRows('Payroll');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument());
  });

  it('unchecks every tool, which closes the bulk bar', async () => {
    renderAdmin(<ToolsHome />, { methods: methods(), i18nProvider, auth: authAs(ADMINISTRATOR) });
    await checkRows('Wiki', 'Payroll');
    expect(screen.getByText('2 items selected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Uncheck all' }));
    await waitFor(() => expect(screen.queryByText('2 items selected')).not.toBeInTheDocument());
    for (const name of ['Wiki', 'Payroll']) expect(within(screen.getByText(name).closest('tr')!).getByRole('checkbox')).not.toBeChecked();
  });

  it('checks a range of tools with a shift-click on the second box', async () => {
    renderAdmin(<ToolsHome />, { methods: methods(), i18nProvider });
    await checkRows('Expense tracker f…');
    const user = userEvent.setup();
    await user.keyboard('{Shift>}');
    await user.click(within(screen.getByText('Payroll').closest('tr')!).getByRole('checkbox'));
    await user.keyboard('{/Shift}');
    expect(await screen.findByText('3 items selected')).toBeInTheDocument();
    for (const name of ['Wiki', 'Payroll']) expect(within(screen.getByText(name).closest('tr')!).getByRole('checkbox', { name: 'Select this row' })).toBeChecked();
  });

  it("goes to a tool's edit popin route from its row's link, named by what it does", async () => {
    renderAdmin(
      <Routes>
        <Route path="/" element={<ToolsHome />} />
        <Route path="/edit-tool/:id" element={<p>The edit popin</p>} />
      </Routes>,
      { methods: methods(), i18nProvider, path: '/' },
    );
    const payroll = (await screen.findByText('Payroll')).closest('tr')!;
    expect(within(payroll).getByRole('link', { name: 'See' })).toHaveAttribute('href', '/edit-tool/64b000000000000000000003');
    await userEvent.click(within(screen.getByText('Wiki').closest('tr')!).getByRole('link', { name: 'Edit' }));
    expect(await screen.findByText('The edit popin')).toBeInTheDocument();
  });

  it('opens the add-tool popin route from the add button', async () => {
    renderAdmin(
      <Routes>
        <Route path="/" element={<ToolsHome />} />
        <Route path="/add-tool" element={<ToolsHome />} />
      </Routes>,
      { methods: methods(), i18nProvider, path: '/' },
    );
    await userEvent.click(await screen.findByRole('link', { name: 'Add a tool' }));
    expect(await screen.findByRole('dialog', { name: 'Add a tool' }, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('sends a designated validator, who has no tool list, to the approvals', async () => {
    const validator = authAs({ isAdministrator: false, isSubAdmin: false, hasValidationsAccess: true });
    renderAdmin(
      <Routes>
        <Route path="/" element={<ToolsHome />} />
        <Route path="/validations" element={<p>The approvals</p>} />
      </Routes>,
      { methods: methods(), i18nProvider, path: '/', auth: { ...validator, canAccess: async ({ resource }) => resource === 'validations' } },
    );
    expect(await screen.findByText('The approvals')).toBeInTheDocument();
  });
});
