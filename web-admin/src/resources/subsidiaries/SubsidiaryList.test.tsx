import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { I18nProvider } from 'react-admin';
import { COMPANY_USED } from '@contracts';
import { createI18nProvider } from '../../i18nProvider';
import { renderAdmin } from '../../test/adminTestKit';
import { SubsidiaryList } from './SubsidiaryList';

let i18nProvider: I18nProvider;

beforeAll(async () => {
  i18nProvider = await createI18nProvider('en');
});

const europe = { id: 's1', name: 'Europe', companies: ['Acme France'] };
const asia = { id: 's2', name: 'Asia', companies: ['Acme Japan'] };

function provider(overrides: Record<string, unknown> = {}) {
  return {
    getList: vi.fn(async () => ({ data: [asia, europe], total: 2 })),
    getOne: vi.fn(async () => ({ data: europe })),
    getCompanies: vi.fn(async () => ({
      data: [
        { name: 'Acme France', used: COMPANY_USED.byThis },
        { name: 'Acme Japan', used: COMPANY_USED.byAnother },
        { name: 'Acme Spain', used: COMPANY_USED.free },
      ],
    })),
    create: vi.fn(async (_resource: string, { data }: { data: object }) => ({ data: { id: 's3', ...data } })),
    update: vi.fn(async (_resource: string, { data }: { data: object }) => ({ data: { ...europe, ...data } })),
    delete: vi.fn(async () => ({ data: europe })),
    ...overrides,
  };
}

function open(path: string, dataProvider = provider()) {
  renderAdmin(<SubsidiaryList />, { i18nProvider, methods: dataProvider, path, resource: 'subsidiaries' });
  return dataProvider;
}

describe('subsidiaries page', () => {
  it('lists subsidiaries by name, 50 a page', async () => {
    const dataProvider = open('/subsidiaries');
    expect(await screen.findByText('Europe')).toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'subsidiaries',
      expect.objectContaining({ pagination: { page: 1, perPage: 50 }, sort: { field: 'name', order: 'ASC' } }),
    );
  });

  it('hides the companies another subsidiary holds and keeps this one’s and the free ones', async () => {
    open('/subsidiaries/edit/s1');
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Acme France')).toBeInTheDocument(); // already chosen
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Companies' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Acme Spain']);
  });

  it('says all fields are required and sends nothing when the popin is empty', async () => {
    const dataProvider = open('/subsidiaries/add');
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(dialog).getAllByText('All fields are required').length).toBeGreaterThan(1));
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('adds a subsidiary with a chosen company and says so', async () => {
    const dataProvider = open('/subsidiaries/add');
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Iberia');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Companies' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Acme Spain' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(dataProvider.create).toHaveBeenCalledWith(
        'subsidiaries',
        expect.objectContaining({ data: expect.objectContaining({ name: 'Iberia', companies: ['Acme Spain'] }) }),
      ),
    );
    expect(await screen.findByText('Subsidiary added')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('deletes only after the confirmation', async () => {
    const dataProvider = open('/subsidiaries/edit/s1');
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByDisplayValue('Europe');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Are you sure you want to delete this subsidiary?')).toBeInTheDocument();
    expect(dataProvider.delete).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(dataProvider.delete).toHaveBeenCalledWith('subsidiaries', expect.objectContaining({ id: 's1' })));
    expect(await screen.findByText('Subsidiary deleted')).toBeInTheDocument();
  });

  it('closes the popin on Escape and returns to the list', async () => {
    open('/subsidiaries/add');
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Europe')).toBeInTheDocument();
  });

  it('closes the popin with its close button too', async () => {
    open('/subsidiaries/edit/s1');
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Asia')).toBeInTheDocument();
  });
});
