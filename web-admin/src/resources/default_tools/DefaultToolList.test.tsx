import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { I18nProvider } from 'react-admin';
import { createI18nProvider } from '../../i18nProvider';
import { ADMINISTRATOR, SUB_ADMINISTRATOR, authAs, renderAdmin } from '../../test/adminTestKit';
import { DefaultToolList } from './DefaultToolList';

let i18nProvider: I18nProvider;

beforeAll(async () => {
  i18nProvider = await createI18nProvider('en');
});

const tool = (id: string, title: string, position: number) => ({
  id,
  tool: `t-${id}`,
  title: { en: title },
  language: 'all',
  subsidiaryId: null,
  subsidiary: [],
  groups: [],
  position,
  is_new: false,
});
const rows = [tool('d1', 'Payslips', 0), tool('d2', 'Canteen', 1), tool('d3', 'Parking', 2)];

// jsdom has no layout: give each table row a box below the previous one, so dnd-kit's keyboard
// sensor can find the row under the one being moved.
const realRect = HTMLElement.prototype.getBoundingClientRect;
beforeEach(() => {
  HTMLElement.prototype.getBoundingClientRect = function (this: HTMLElement) {
    const row = this.closest('tr');
    const index = row?.parentElement ? [...row.parentElement.children].indexOf(row) : 0;
    const top = index * 40;
    return { x: 0, y: top, top, left: 0, width: 600, height: 40, right: 600, bottom: top + 40, toJSON: () => ({}) } as DOMRect;
  };
});
afterEach(() => {
  HTMLElement.prototype.getBoundingClientRect = realRect;
});

function open(path: string, options: { subAdmin?: boolean; overrides?: Record<string, unknown> } = {}) {
  const dataProvider = {
    getList: vi.fn(async (resource: string) =>
      resource === 'subsidiaries' ? { data: [{ id: 's1', name: 'Europe' }], total: 1 } : { data: rows, total: rows.length },
    ),
    getOne: vi.fn(async () => ({ data: rows[1] })),
    getUserEntriesByIds: vi.fn(async () => []),
    moveDefaultTool: vi.fn(async () => ({ data: rows })),
    deleteMany: vi.fn(async (_resource: string, { ids }: { ids: string[] }) => ({ data: ids })),
    create: vi.fn(async (_resource: string, { data }: { data: object }) => ({ data: { id: 'd4', ...data } })),
    searchTools: vi.fn(async () => ({ data: [] })),
    searchGroupEntries: vi.fn(async () => [{ type: 'group', id: 'g1', value: 'GRP-FIN', label: 'Finance' }]),
    searchUserEntries: vi.fn(async () => [{ type: 'user', id: 'u1', value: 'u1', label: 'Alice Martin' }]),
    ...options.overrides,
  };
  const authProvider = authAs(options.subAdmin ? SUB_ADMINISTRATOR : ADMINISTRATOR);
  renderAdmin(<DefaultToolList />, { i18nProvider, methods: dataProvider, path, resource: 'default_tools', auth: authProvider });
  return dataProvider;
}

// Pickers type letter by letter and wait for debounced searches: longer than the 5 s default under load.
describe('default tools page', { timeout: 20000 }, () => {
  it('moves a tool with the keyboard and sends its old and new positions', async () => {
    const dataProvider = open('/default_tools');
    const handle = await screen.findByRole('button', { name: 'Move Payslips' });
    handle.focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    await waitFor(() => expect(dataProvider.moveDefaultTool).toHaveBeenCalledWith({ id: 'd1', from: 0, to: 1 }));
    expect(await screen.findByText('Order saved')).toBeInTheDocument();
  });

  it('asks before deleting the checked tools, and deletes them only on the trash button', async () => {
    const dataProvider = open('/default_tools');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Payslips' }));
    expect(screen.getByText('Delete this tool?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Canteen' }));
    expect(screen.getByText('Delete these 2 tools?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByText('Delete these 2 tools?')).not.toBeInTheDocument();
    expect(dataProvider.deleteMany).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Parking' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(dataProvider.deleteMany).toHaveBeenCalledWith('default_tools', expect.objectContaining({ ids: ['d3'] })));
    expect(await screen.findByText('Default tool removed')).toBeInTheDocument();
  });

  it('gives sub-administrators no way to delete', async () => {
    open('/default_tools/edit/d2', { subAdmin: true });
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('button', { name: 'Save' });
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Payslips' })).not.toBeInTheDocument();
  });

  it('uses only the answer to the latest tool search', async () => {
    let answerFirst: (value: unknown) => void = () => undefined;
    const searchTools = vi.fn((text: string) =>
      text === 'Pa'
        ? new Promise((resolve) => (answerFirst = resolve))
        : Promise.resolve({ data: [{ _id: '64b000000000000000000009', title: { en: 'Parking' } }] }),
    );
    open('/default_tools/add', { overrides: { searchTools } });
    const dialog = await screen.findByRole('dialog');
    const picker = within(dialog).getByRole('combobox', { name: 'Tool' });
    await userEvent.type(picker, 'Pa');
    await waitFor(() => expect(searchTools).toHaveBeenCalledWith('Pa'));
    await userEvent.type(picker, 'r');
    expect(await screen.findByRole('option', { name: 'Parking' })).toBeInTheDocument();
    await act(async () => answerFirst({ data: [{ _id: 't1', title: { en: 'Payslips' } }] }));
    expect(screen.queryByRole('option', { name: 'Payslips' })).not.toBeInTheDocument();
  });

  it('searches groups and persons only after 3 letters, then adds the picked one and the new toggle’s "all"', async () => {
    const dataProvider = open('/default_tools/add', {
      overrides: { searchTools: vi.fn(async () => ({ data: [{ _id: '64b000000000000000000009', title: { en: 'Parking' } }] })) },
    });
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Tool' }), 'Par');
    await userEvent.click(await screen.findByRole('option', { name: 'Parking' }));

    const audience = within(dialog).getByRole('combobox', { name: 'Groups and persons' });
    await userEvent.type(audience, 'F-i');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(dataProvider.searchGroupEntries).not.toHaveBeenCalled();
    await userEvent.type(audience, 'n');
    await waitFor(() => expect(dataProvider.searchGroupEntries).toHaveBeenCalledWith('F-in'));
    await userEvent.click(await screen.findByRole('option', { name: 'Finance' }));
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Show as new (for everybody)' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(dataProvider.create).toHaveBeenCalledWith(
        'default_tools',
        expect.objectContaining({
          data: expect.objectContaining({ tool: '64b000000000000000000009', language: 'all', groups: ['all', 'GRP-FIN'], is_new: true }),
        }),
      ),
    );
    expect(await screen.findByText('Default tool added')).toBeInTheDocument();
  });

  it("shows the chosen groups by their names, not the guids a default tool stores", async () => {
    // Names not met earlier in this page (the pickers remember the names they have shown).
    const person = '65a0000000000000000000ab';
    const getGroupEntriesByIds = vi.fn(async () => [{ type: 'group', id: 'g1', value: 'GRP-HR', label: 'Human resources' }]);
    const dataProvider = open('/default_tools/edit/d2', {
      overrides: {
        getOne: vi.fn(async () => ({ data: { ...rows[1], groups: ['GRP-HR', person, 'GRP-GONE'] } })),
        getUserEntriesByIds: vi.fn(async () => [{ type: 'user', id: person, value: person, label: 'Alice Martin' }]),
        getGroupEntriesByIds,
      },
    });
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Human resources')).toBeInTheDocument();
    expect(await within(dialog).findByText('Alice Martin')).toBeInTheDocument();
    expect(within(dialog).queryByText('GRP-HR')).not.toBeInTheDocument();
    expect(within(dialog).getByText('GRP-GONE')).toBeInTheDocument();
    expect(getGroupEntriesByIds).toHaveBeenCalledWith(['GRP-GONE', 'GRP-HR']);
    expect(dataProvider.getUserEntriesByIds).toHaveBeenCalledWith([person]);
  });

  it('says there is no default tool yet rather than showing a bare header', async () => {
    open('/default_tools', { overrides: { getList: vi.fn(async () => ({ data: [], total: 0 })) } });
    expect(await screen.findByText('No default tools yet. Use “Add a default tool” to choose one.')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader')).not.toBeInTheDocument();
  });

  it('names the groups and persons of each default tool in the table, not their count', async () => {
    const person = '65a0000000000000000000bb';
    const withAudience = [{ ...rows[0], groups: ['GRP-HR', person] }, rows[1]];
    open('/default_tools', {
      overrides: {
        getList: vi.fn(async () => ({ data: withAudience, total: 2 })),
        getUserEntriesByIds: vi.fn(async () => [{ type: 'user', id: person, value: person, label: 'Bruno Petit' }]),
        getGroupEntriesByIds: vi.fn(async () => [{ type: 'group', id: 'g2', value: 'GRP-HR', label: 'Human resources' }]),
      },
    });
    const row = (await screen.findByText('Payslips')).closest('tr')!;
    expect(await within(row).findByText('Human resources, Bruno Petit')).toBeInTheDocument();
    expect(within(screen.getByText('Canteen').closest('tr')!).getByText('Everybody')).toBeInTheDocument();
  });
});
