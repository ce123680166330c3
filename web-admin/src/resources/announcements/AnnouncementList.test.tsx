import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { I18nProvider } from 'react-admin';
import { createI18nProvider } from '../../i18nProvider';
import { authAs, renderAdmin, SUB_ADMINISTRATOR } from '../../test/adminTestKit';
import { AnnouncementList } from './AnnouncementList';

let i18nProvider: I18nProvider;
beforeAll(async () => {
  i18nProvider = await createI18nProvider('en');
});

const closing = {
  id: 'a1',
  title: { en: 'Finance closing', fr: 'Clôture' },
  body: { en: '<p>Books close Friday</p>' },
  kind: 'warning',
  audience: { subsidiaries: [], groups: ['GRP-FINANCE'], languages: [] },
  startsAt: '2026-11-20T08:00:00Z',
  endsAt: '2026-12-20T08:00:00Z',
  tools: [],
};

const maintenance = {
  id: 'a3',
  title: { en: 'Maintenance: Payroll' },
  body: { en: '<p>Until 6 pm</p>' },
  kind: 'maintenance',
  audience: { subsidiaries: [], groups: [], languages: [], toolViewers: true },
  startsAt: '2026-11-19T08:00:00Z',
  endsAt: '2026-11-21T08:00:00Z',
  tools: ['t1'],
};

function provider(overrides: Record<string, unknown> = {}) {
  return {
    getList: vi.fn(async () => ({ data: [closing, maintenance], total: 2 })),
    getOne: vi.fn(async () => ({ data: closing })),
    getMany: vi.fn(async () => ({ data: [] })),
    getGroupEntriesByIds: vi.fn(async () => [{ type: 'group', id: 'g1', value: 'GRP-FINANCE', label: 'Finance' }]),
    create: vi.fn(async (_resource: string, { data }: { data: object }) => ({ data: { id: 'a2', ...data } })),
    update: vi.fn(async (_resource: string, { data }: { data: object }) => ({ data: { ...closing, ...data } })),
    delete: vi.fn(async () => ({ data: closing })),
    ...overrides,
  };
}

function open(path: string, dataProvider = provider(), auth?: ReturnType<typeof authAs>) {
  renderAdmin(<AnnouncementList />, { i18nProvider, methods: dataProvider, path, resource: 'announcements', ...(auth ? { auth } : {}) });
  return dataProvider;
}

describe('announcements page', () => {
  it('lists announcements newest start first with their kind and audience in words', async () => {
    const dataProvider = open('/announcements');
    const row = (await screen.findByText('Finance closing')).closest('tr')!;
    expect(within(row).getByText('Warning')).toBeInTheDocument();
    expect(within(row).getByText('Groups: GRP-FINANCE')).toBeInTheDocument();
    // A declared maintenance reaches the viewers of its tool, not everyone.
    const maintenanceRow = screen.getByText('Maintenance: Payroll').closest('tr')!;
    expect(within(maintenanceRow).getByText('Viewers of the tools')).toBeInTheDocument();
    expect(within(maintenanceRow).queryByText('Everyone')).not.toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenCalledWith('announcements', expect.objectContaining({ sort: { field: 'startsAt', order: 'DESC' } }));
  });

  it('refuses an announcement without English or French before sending anything', async () => {
    const dataProvider = open('/announcements/add');
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(within(dialog).getByTestId('announcement-ja')).getByRole('textbox', { name: 'Title' }), 'お知らせ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A title and a text in English or in French are required.')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of an unknown group under the groups, translated", async () => {
    const refusal = Object.assign(new Error('Unknown group.'), {
      status: 400,
      body: {
        error: { code: 'ANNOUNCEMENTS.UNKNOWN_GROUP', message: 'Unknown group.' },
        errors: { 'audience.groups': 'Unknown group.' },
        violations: { 'audience.groups': { code: 'ANNOUNCEMENTS.UNKNOWN_GROUP', params: {}, message: 'Unknown group.' } },
      },
    });
    const dataProvider = open('/announcements/edit/a1', provider({ update: vi.fn(async () => Promise.reject(refusal)) }));
    const dialog = await screen.findByRole('dialog');
    const title = () => within(within(dialog).getByTestId('announcement-en')).getByRole('textbox', { name: 'Title' });
    await waitFor(() => expect(title()).toHaveValue('Finance closing'));
    await userEvent.type(title(), ' 2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalled());
    expect((await screen.findAllByText('A group of the audience does not exist (any more).')).length).toBeGreaterThan(0);
  });

  it('offers a sub-administrator no subsidiary choice and says their announcements are for their subsidiary', async () => {
    open('/announcements/add', provider(), authAs(SUB_ADMINISTRATOR));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Your announcements are for your subsidiary only.')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Subsidiaries')).not.toBeInTheDocument();
  });
});
