import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { I18nProvider } from 'react-admin';
import { createI18nProvider } from '../../i18nProvider';
import { renderAdmin } from '../../test/adminTestKit';
import { UserList } from './UserList';

let i18nProvider: I18nProvider;

beforeAll(async () => {
  i18nProvider = await createI18nProvider('en');
});

const alice = {
  id: 'u1',
  fullname: 'Alice Martin',
  firstname: 'Alice',
  lastname: 'Martin',
  id_portal: 'amartin',
  language: 'fr',
  subsidiary: null,
  is_administrator: false,
  is_sub_admin: false,
  has_access: { validations: false },
  has_default_bookmarks: true,
  last_login_time: null,
};

function open(path: string) {
  const dataProvider = {
    getList: vi.fn(async (resource: string, { filter }: { filter: { q?: string } }) =>
      resource === 'subsidiaries'
        ? { data: [{ id: 's1', name: 'Europe' }], total: 1 }
        : // A one-letter search matches more people than the server lists.
          { data: [alice], total: filter.q === 'm' ? 1000 : 120, ...(filter.q === 'm' ? { meta: { more: true } } : {}) },
    ),
    getOne: vi.fn(async () => ({ data: alice })),
    update: vi.fn(async (_resource: string, { data }: { data: object }) => ({ data: { ...alice, ...data } })),
    getBookmarkedApps: vi.fn(async () => ({ data: [{ _id: 't1', title: { en: 'Payslips' } }] })),
    endUserSessions: vi.fn(async () => ({ ended: 2 })),
  };
  renderAdmin(<UserList />, { i18nProvider, methods: dataProvider, path, resource: 'users' });
  return dataProvider;
}

describe('users page', () => {
  it('asks the server for one page of 50 users and searches on the server', async () => {
    const dataProvider = open('/users');
    expect(await screen.findByText('amartin')).toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenCalledWith('users', expect.objectContaining({ pagination: { page: 1, perPage: 50 } }));
    await userEvent.type(screen.getByPlaceholderText('Search'), 'mart');
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenCalledWith('users', expect.objectContaining({ filter: { q: 'mart' } })),
    );
  });

  it('says to refine a search that matches more people than are listed, and no more once it is narrower', async () => {
    open('/users');
    expect(await screen.findByText('amartin')).toBeInTheDocument();
    const notice = 'More than 1,000 people match: only the first 1,000 are listed. Refine your search.';
    expect(screen.queryByText(notice)).not.toBeInTheDocument();
    await userEvent.type(screen.getByPlaceholderText('Search'), 'm');
    expect(await screen.findByText(notice)).toBeInTheDocument();
    await userEvent.type(screen.getByPlaceholderText('Search'), 'art');
    await waitFor(() => expect(screen.queryByText(notice)).not.toBeInTheDocument());
  });

  it('clears the bookmarks list when the default-tools switch is turned off, and saves that', async () => {
    const dataProvider = open('/users/edit-user/u1');
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Payslips')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Default tools' }));
    expect(within(dialog).queryByText('Payslips')).not.toBeInTheDocument();
    expect(within(dialog).getByText('No bookmarked tools')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(dataProvider.update).toHaveBeenCalledWith(
        'users',
        expect.objectContaining({ data: expect.objectContaining({ has_default_bookmarks: false, bookmarks: [] }) }),
      ),
    );
    expect(await screen.findByText('User saved')).toBeInTheDocument();
  });

  it('asks a sub-administrator’s subsidiary before saving, then sends it', async () => {
    const dataProvider = open('/users/edit-user/u1');
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Payslips');
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Sub-administrator' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A sub-administrator needs a subsidiary.')).toBeInTheDocument();
    expect(dataProvider.update).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Subsidiary' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Europe' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(dataProvider.update).toHaveBeenCalledWith(
        'users',
        expect.objectContaining({ data: expect.objectContaining({ is_sub_admin: true, subsidiary: 's1' }) }),
      ),
    );
    // The default-tools flag did not change: it is not sent, so the bookmarks stay.
    expect(dataProvider.update.mock.calls[0][1].data).not.toHaveProperty('has_default_bookmarks');
  });

  it('ends every session of the user after a confirmation, and says how many were open', async () => {
    const dataProvider = open('/users/edit-user/u1');
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Payslips');
    await userEvent.click(within(dialog).getByRole('button', { name: 'End all sessions' }));
    expect(await screen.findByText('End every session of this user?')).toBeInTheDocument();
    expect(dataProvider.endUserSessions).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(dataProvider.endUserSessions).toHaveBeenCalledWith('u1'));
    expect(await screen.findByText('2 sessions ended')).toBeInTheDocument();
  });
});
