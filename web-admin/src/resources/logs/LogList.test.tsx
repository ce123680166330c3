import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { I18nProvider } from 'react-admin';
import { createI18nProvider } from '../../i18nProvider';
import { renderAdmin } from '../../test/adminTestKit';
import { LogList } from './LogList';

let i18nProvider: I18nProvider;

beforeAll(async () => {
  i18nProvider = await createI18nProvider('en');
});

const lines = [
  {
    id: 'l1',
    created_time: '2026-11-20T09:30:00.000Z',
    message: 'Category "Travel" updated',
    user: { _id: 'u1', fullname: 'Alice Martin' },
    target: { kind: 'category', id: 'c1', label: 'Travel' },
  },
  {
    id: 'l2',
    created_time: '2026-11-19T08:00:00.000Z',
    message: 'Directory imported',
    user: null,
    target: { kind: 'directory' },
  },
];

function open() {
  const dataProvider = {
    getList: vi.fn(async () => ({ data: lines, total: 2 })),
  };
  renderAdmin(<LogList />, { i18nProvider, methods: dataProvider, path: '/logs', resource: 'logs' });
  return dataProvider;
}

describe('logs page', () => {
  it('says "No logs yet." in a sentence, not "No Logs yet."', async () => {
    renderAdmin(<LogList />, { i18nProvider, methods: { getList: vi.fn(async () => ({ data: [], total: 0 })) }, path: '/logs', resource: 'logs' });
    expect(await screen.findByText('No logs yet.')).toBeInTheDocument();
  });

  it('asks for the newest lines first, 50 a page, and shows who did what', async () => {
    const dataProvider = open();
    expect(await screen.findByText('Category "Travel" updated')).toBeInTheDocument();
    expect(screen.getByText('Alice Martin')).toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'logs',
      expect.objectContaining({ pagination: { page: 1, perPage: 50 }, sort: { field: 'created_time', order: 'DESC' } }),
    );
  });

  it('links a line to the popin of what it is about, and only when there is one', async () => {
    open();
    await screen.findByText('Directory imported');
    const edits = screen.getAllByRole('link', { name: 'Edit' });
    expect(edits).toHaveLength(1);
    expect(edits[0]).toHaveAttribute('href', '/categories/edit/c1');
  });

  it('offers the CSV export of the sorted list', async () => {
    open();
    const link = await screen.findByRole('link', { name: 'Export as CSV' });
    const url = new URL(link.getAttribute('href')!, 'http://portal.test');
    expect(url.pathname).toBe('/api/admin/logs/export');
    expect(url.searchParams.get('sort')).toBe('["created_time","DESC"]');
  });
});
