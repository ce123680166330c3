import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, type I18nProvider } from 'react-admin';
import { createI18nProvider } from '../../i18nProvider';
import { renderAdmin } from '../../test/adminTestKit';
import { CategoryList } from './CategoryList';

let i18nProvider: I18nProvider;

beforeAll(async () => {
  i18nProvider = await createI18nProvider('en');
});

const travel = {
  id: 'c1',
  name: { en: 'Travel', fr: 'Voyages' },
  icon: '0123456789abcdef.png',
  icon_url: '/api/files/0123456789abcdef.png',
  totalApps: 3,
  updated_time: '2026-11-20T09:30:00.000Z',
};

function open(path: string, overrides: Record<string, unknown> = {}) {
  const dataProvider = {
    getList: vi.fn(async () => ({ data: [travel], total: 1 })),
    getOne: vi.fn(async () => ({ data: travel })),
    update: vi.fn(async (_resource: string, { data }: { data: object }) => ({ data: { ...travel, ...data } })),
    importCategories: vi.fn(async () => ({ data: { created: 2, updated: 1 } })),
    create: vi.fn(async (_resource: string, { data }: { data: object }) => ({ data: { id: 'c2', ...data } })),
    ...overrides,
  };
  renderAdmin(<CategoryList />, { i18nProvider, methods: dataProvider, path, resource: 'categories' });
  return dataProvider;
}

describe('categories page', () => {
  it('shows the table with the JSON export, import and add links', async () => {
    open('/categories');
    expect(await screen.findByText('Travel')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export as JSON' })).toHaveAttribute('href', '/api/categories/export');
    expect(screen.getByRole('link', { name: 'Import' })).toHaveAttribute('href', '/categories/import');
    expect(screen.getByRole('link', { name: 'Add' })).toHaveAttribute('href', '/categories/add');
  });

  it('refuses a file that is not JSON, without sending it', async () => {
    const dataProvider = open('/categories/import');
    const dialog = await screen.findByRole('dialog');
    const file = new File(['name;icon\nTravel;x'], 'categories.json', { type: 'application/json' });
    await userEvent.upload(within(dialog).getByLabelText('Choose a JSON file'), file);
    expect(await within(dialog).findByText('Selected file is not in JSON format.')).toBeInTheDocument();
    expect(dataProvider.importCategories).not.toHaveBeenCalled();
  });

  it('imports a JSON file and says how many categories were created and updated', async () => {
    const dataProvider = open('/categories/import');
    const dialog = await screen.findByRole('dialog');
    const text = JSON.stringify([{ name: { en: 'Travel' }, icon: 'data:image/png;base64,AAAA' }]);
    await userEvent.upload(within(dialog).getByLabelText('Choose a JSON file'), new File([text], 'c.json', { type: 'application/json' }));
    await waitFor(() => expect(dataProvider.importCategories).toHaveBeenCalledWith(text));
    expect(await screen.findByText('Categories imported: 2 created, 1 updated')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the server’s per-entry errors of a refused import', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    open('/categories/import', {
      importCategories: vi.fn(async () => {
        const error = { code: 'CATEGORY.IMPORT_INVALID', message: 'The file holds invalid categories: nothing was imported.' };
        throw new HttpError(error.message, 400, {
          error,
          errors: { '0.name': 'Please name the category in english or french', '2.icon': 'The icon must be an image.' },
          violations: {
            '0.name': { code: 'CATEGORY.NAME_REQUIRED', params: {}, message: 'Please name the category in english or french' },
            '2.icon': { code: 'CATEGORY.ICON_INVALID', params: {}, message: 'The icon must be an image.' },
          },
        });
      }),
    });
    const dialog = await screen.findByRole('dialog');
    await userEvent.upload(within(dialog).getByLabelText('Choose a JSON file'), new File(['[]'], 'c.json', { type: 'application/json' }));
    expect(await within(dialog).findByText('Category 1: Please name the category in english or french')).toBeInTheDocument();
    expect(within(dialog).getByText('Category 3: The icon must be an image.')).toBeInTheDocument();
    expect(within(dialog).queryByText(/0\.name/)).not.toBeInTheDocument();
    // The popin says what is wrong, each new problem in place of the last; no toast stays up over it.
    await userEvent.upload(within(dialog).getByLabelText('Choose a JSON file'), new File(['not json'], 'c.txt', { type: 'text/plain' }), { applyAccept: false });
    expect(await within(dialog).findByText('Selected file is not in JSON format.')).toBeInTheDocument();
    expect(screen.queryByText('The file holds invalid categories: nothing was imported.')).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/^Category 1:/)).not.toBeInTheDocument();
    consoleError.mockRestore();
  });

  it('refuses an icon of another type than jpeg, png, gif or svg', async () => {
    open('/categories/add');
    const dialog = await screen.findByRole('dialog');
    await userEvent.upload(within(dialog).getByLabelText('Choose an icon'), new File(['x'], 'icon.bmp', { type: 'image/bmp' }), {
      applyAccept: false,
    });
    expect(
      await within(dialog).findByText('invalid image type: accepted extensions are .svg, .png, .jpg, .jpeg, .gif'),
    ).toBeInTheDocument();
  });

  it('asks for a name in english or french and an icon before saving', async () => {
    const dataProvider = open('/categories/add');
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findAllByText('Please name the category in english or french')).length).toBeGreaterThan(0);
    expect(within(dialog).getByText('This field is required.')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('saves the names of an edited category and keeps its stored icon', async () => {
    const dataProvider = open('/categories/edit/c1');
    const dialog = await screen.findByRole('dialog');
    const english = await within(dialog).findByDisplayValue('Travel');
    await userEvent.clear(english);
    await userEvent.type(english, 'Business travel');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(dataProvider.update).toHaveBeenCalledWith(
        'categories',
        expect.objectContaining({ data: { name: { en: 'Business travel', fr: 'Voyages' }, icon: travel.icon } }),
      ),
    );
    expect(await screen.findByText('Category edited')).toBeInTheDocument();
  });
});
