import type { ToolForEditing } from '@contracts';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useParams } from 'react-router-dom';
import { HttpError, type I18nProvider } from 'react-admin';
import { ADMINISTRATOR, SUB_ADMINISTRATOR, authAs, englishI18n, renderAdmin } from '../../../test/adminTestKit';
import { createI18nProvider } from '../../../i18nProvider';
import { ToolCreatePopin } from './ToolCreatePopin';
import { ToolEditPopin } from './ToolEditPopin';
import { editDelayStart, noteEditRequested } from './editRequestClock';

let i18nProvider: I18nProvider;
beforeAll(async () => {
  i18nProvider = await englishI18n();
});

const ME = '65a0000000000000000000aa';
const TOOL_ID = '64b000000000000000000001';

function methods<T extends Record<string, unknown>>(overrides: T = {} as T) {
  return {
    getToolCategories: async () => [{ id: 'c0ffee00c0ffee00c0ffee01', name: { en: 'Finance' } }],
    getList: async () => ({ data: [{ id: 'sub1', name: 'Acme France' }], total: 1 }),
    getUserEntriesByIds: async (ids: string[]) => ids.map((id) => ({ type: 'user', id, value: id, label: 'Alice Martin' })),
    searchUserEntries: async () => [],
    searchGroupEntries: async () => [],
    getGroupEntriesByIds: async (guids: string[]) =>
      guids.filter((guid) => guid === 'FIN-EU').map((guid) => ({ type: 'group', id: 'g1', value: guid, label: 'Finance Europe' })),
    createTool: vi.fn(async () => ({ _id: TOOL_ID, has_pending_validation: false })),
    uploadLogo: vi.fn(async () => ({ filename: '0123456789abcdef.png', url: '/api/files/0123456789abcdef.png' })),
    ...overrides,
  };
}

/** The popin as the tools home draws it at /edit-tool/:id. */
const EditPopinAtRoute = () => <ToolEditPopin id={useParams().id ?? ''} />;

function renderPopin(path: string, data: Record<string, unknown>, auth = authAs(ADMINISTRATOR, { id: ME, fullName: 'Alice Martin', subsidiary: { _id: 'sub1', name: 'Acme France' } })) {
  return renderAdmin(
    <Routes>
      <Route path="/" element={<p>The tool list</p>} />
      <Route path="/add-tool" element={<ToolCreatePopin />} />
      <Route path="/edit-tool/:id" element={<EditPopinAtRoute />} />
    </Routes>,
    { methods: data, i18nProvider, auth, path },
  );
}

/** Pasting goes through the same input events as typing, in one step (typing is slow under CI load). */
async function write(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

async function fillEnglish(title: string, description: string, url: string, category: string | null = 'Finance') {
  await write(await screen.findByLabelText('Title (English)'), title);
  await write(screen.getByLabelText('Description (English)'), description);
  await write(screen.getByLabelText('URL (English)'), url);
  if (category) await pickCategory(category);
}

async function pickCategory(name: string) {
  await userEvent.click(screen.getByRole('combobox', { name: 'Category' }));
  // After a refused save the field already has the focus, and a click then closes the list.
  if (!screen.queryByRole('listbox')) await userEvent.keyboard('{ArrowDown}');
  await userEvent.click(await screen.findByRole('option', { name }));
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('tool form popin', { timeout: 30000 }, () => {
  it('asks for english or french and for every field, and sends nothing', async () => {
    const data = methods();
    renderPopin('/add-tool', data);
    await screen.findByLabelText('Title (English)');
    await save();
    expect(await screen.findByText('Please select at least english or french')).toBeInTheDocument();
    expect(data.createTool).not.toHaveBeenCalled();

    await write(screen.getByLabelText('Title (English)'), 'Expenses');
    await save();
    // Description, url, categories and the viewers of a new tool, private by default (all fields are required, spec section 5).
    expect(await screen.findAllByText('This field is required.')).toHaveLength(4);
    expect(data.createTool).not.toHaveBeenCalled();
  });

  it('refuses a url that does not begin with http or https', async () => {
    const data = methods();
    renderPopin('/add-tool', data);
    await fillEnglish('Expenses', 'Expense reports', 'javascript:alert(1)');
    await save();
    expect(await screen.findByText('The url must begin with http:// or https://')).toBeInTheDocument();
    expect(data.createTool).not.toHaveBeenCalled();
  });

  it('starts a new tool private, with its creator as manager', async () => {
    renderPopin('/add-tool', methods());
    expect(await screen.findByLabelText('Private (chosen viewers)')).toBeChecked();
    expect(screen.getByLabelText('Viewers')).toBeInTheDocument();
  });

  it('creates a public tool managed by its creator, then returns to the list and says so 1.5 s later', async () => {
    const data = methods();
    renderPopin('/add-tool', data);
    await fillEnglish('Expenses', 'Expense reports', 'https://expenses.example.com');
    await userEvent.click(screen.getByLabelText('Public (everyone)'));
    expect(screen.getByText('Description (English)').closest('div')!.parentElement!).toHaveTextContent('15/400 max');
    await save();

    await waitFor(() => expect(data.createTool).toHaveBeenCalledTimes(1));
    expect(data.createTool).toHaveBeenCalledWith({
      creator: ME,
      title: { en: 'Expenses' },
      description: { en: 'Expense reports' },
      url: { en: 'https://expenses.example.com' },
      logo: {},
      categories: ['c0ffee00c0ffee00c0ffee01'],
      managers: [ME],
      users: ['all'],
      subsidiaryId: null,
      is_new: true,
      is_translated: false,
      translated_into: ['en'],
    });
    expect(await screen.findByText('The tool list')).toBeInTheDocument();
    expect(screen.queryByText('Tool added')).not.toBeInTheDocument();
    expect(await screen.findByText('Tool added')).toBeInTheDocument();
  });

  it('asks for a category and sends nothing without one', async () => {
    const data = methods();
    renderPopin('/add-tool', data);
    await fillEnglish('Expenses', 'Expense reports', 'https://expenses.example.com', null);
    await userEvent.click(screen.getByLabelText('Public (everyone)'));
    await save();
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(data.createTool).not.toHaveBeenCalled();
    await pickCategory('Finance');
    await save();
    await waitFor(() => expect(data.createTool).toHaveBeenCalledWith(expect.objectContaining({ categories: ['c0ffee00c0ffee00c0ffee01'] })));
  });

  it('asks for viewers once the tool is private', async () => {
    const data = methods();
    renderPopin('/add-tool', data);
    await fillEnglish('Expenses', 'Expense reports', 'https://expenses.example.com');
    await userEvent.click(screen.getByLabelText('Private (chosen viewers)'));
    expect(screen.getByLabelText('Viewers')).toBeInTheDocument();
    await save();
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(data.createTool).not.toHaveBeenCalled();
  });

  describe('access settings of a new private tool', () => {
    const EMMA = { type: 'user', id: 'emma', value: 'emma', label: 'Emma Martin' };
    async function privateWithEmma(data: Record<string, unknown>) {
      renderPopin('/add-tool', data);
      await fillEnglish('Vault', 'Payroll vault', 'https://vault.example.com');
      await userEvent.click(screen.getByLabelText('Private (chosen viewers)'));
      await userEvent.click(screen.getByRole('combobox', { name: 'Viewers' }));
      await userEvent.paste('emma');
      await userEvent.click(await screen.findByRole('option', { name: 'Emma Martin' }));
      await userEvent.click(screen.getByRole('switch', { name: 'Requestable' }));
    }

    it('checks them before creating, then stores them right after the creation', async () => {
      const data = methods({ searchUserEntries: async () => [EMMA], saveAccessPolicy: vi.fn(async () => ({})) });
      await privateWithEmma(data);
      await userEvent.click(screen.getByRole('radio', { name: 'Named people' }));
      await save();
      expect(await screen.findByText('Choose the group or the people who decide.')).toBeInTheDocument();
      expect(data.createTool).not.toHaveBeenCalled();

      await userEvent.click(screen.getByRole('radio', { name: 'The tool’s managers' }));
      await save();
      await waitFor(() => expect(data.saveAccessPolicy).toHaveBeenCalledWith(TOOL_ID, { requestable: true, approvers: { kind: 'managers' }, maxDays: null, question: null }));
      expect(data.createTool).toHaveBeenCalledTimes(1);
      expect(await screen.findByText('The tool list')).toBeInTheDocument();
    });

    it('says, translated, that the tool was created but its access settings were not saved', async () => {
      const refusal = new HttpError('x', 400, { error: { code: 'ACCESS_POLICY.UNKNOWN_APPROVER', message: 'x' } });
      const data = methods({ searchUserEntries: async () => [EMMA], saveAccessPolicy: vi.fn(async () => Promise.reject(refusal)) });
      await privateWithEmma(data);
      await save();
      expect(
        await screen.findByText('The tool was created, but its access settings could not be saved: This group or person is not in the directory. Open the tool to set them again.'),
      ).toBeInTheDocument();
      expect(data.createTool).toHaveBeenCalledTimes(1);
    });
  });

  it('shows the server field errors under their fields', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const message = 'The url must begin with http:// or https://';
    const data = methods({
      createTool: vi.fn(async () => {
        throw new HttpError(message, 400, { error: { code: 'url_must_begin', message }, errors: { 'url.en': message } });
      }),
    });
    renderPopin('/add-tool', data);
    await fillEnglish('Expenses', 'Expense reports', 'https://expenses.example.com');
    await userEvent.click(screen.getByLabelText('Public (everyone)'));
    await save();
    // The notice and the message under the field.
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
  });

  it('refuses a logo that is not an image or is over 2 MB, and uploads one that is', async () => {
    const data = methods();
    renderPopin('/add-tool', data);
    await write(await screen.findByLabelText('Title (English)'), 'Expenses');
    expect(screen.getByLabelText('Logo preview')).toHaveTextContent('EXP');
    const input = screen.getByLabelText('Upload a logo') as HTMLInputElement;

    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'logo.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText('invalid image type')).toBeInTheDocument();
    expect(
      await screen.findByText('This file is not an accepted image. Accepted extensions: .svg, .png, .jpg, .jpeg, .gif'),
    ).toBeInTheDocument();
    expect(data.uploadLogo).not.toHaveBeenCalled();

    const huge = new File(['png'], 'huge.png', { type: 'image/png' });
    Object.defineProperty(huge, 'size', { value: 3 * 1024 * 1024 });
    fireEvent.change(input, { target: { files: [huge] } });
    expect(await screen.findByText('The file is too large (2 MB at most).')).toBeInTheDocument();
    expect(data.uploadLogo).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { files: [new File(['png'], 'logo.png', { type: 'image/png' })] } });
    await waitFor(() => expect(data.uploadLogo).toHaveBeenCalledTimes(1));
    expect(await screen.findByRole('img', { name: 'Logo' })).toHaveAttribute('src', '/api/files/0123456789abcdef.png');
  });

  it('offers a sub-administrator only their own subsidiary', async () => {
    renderPopin('/add-tool', methods(), authAs(SUB_ADMINISTRATOR, { id: ME, fullName: 'Sam', subsidiary: { _id: 'sub1', name: 'Acme France' } }));
    expect(await screen.findByLabelText('Acme France')).toBeChecked();
    expect(screen.queryByLabelText('Public (everyone)')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Private (chosen viewers)')).not.toBeInTheDocument();
  });

  it('closes on Escape and returns to the list', async () => {
    renderPopin('/add-tool', methods());
    await screen.findByLabelText('Title (English)');
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByText('The tool list')).toBeInTheDocument();
  });
});

const pendingTool: ToolForEditing = {
  _id: TOOL_ID,
  title: { en: 'Payroll' },
  description: { en: 'Pay slips' },
  url: { en: 'https://payroll.example.com' },
  logo: {},
  categories: [],
  managers: [ME],
  users: ['all'],
  subsidiaryId: null,
  visibility: 0,
  creator: ME,
  is_published: true,
  has_pending_validation: true,
  pending_validation: { user: ME, edited_by_self: false },
  is_new: false,
  is_translated: false,
  translated_into: ['en'],
  validation: null,
};

describe('language tabs', { timeout: 30000 }, () => {
  it("open on the interface language's tab, and scroll rather than hide one on a phone", async () => {
    renderAdmin(
      <Routes>
        <Route path="/add-tool" element={<ToolCreatePopin />} />
      </Routes>,
      { methods: methods(), i18nProvider: await createI18nProvider('ja'), auth: authAs(ADMINISTRATOR, { id: ME }), path: '/add-tool' },
    );
    const tabs = await screen.findByRole('tablist');
    expect(within(tabs).getByRole('tab', { selected: true })).toHaveTextContent('日本語');
    expect(screen.getByLabelText('タイトル（日本語）')).toBeVisible();
    expect(tabs.closest('.MuiTabs-scrollableX')).not.toBeNull();
  });
});

describe('edit popin', { timeout: 30000 }, () => {
  it('opens after 1200 ms', async () => {
    renderPopin('/edit-tool/' + TOOL_ID, methods({ getToolForEditing: async () => ({ ...pendingTool, has_pending_validation: false }) }));
    const started = Date.now();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await screen.findByRole('dialog');
    expect(Date.now() - started).toBeGreaterThanOrEqual(1150);
    expect(await screen.findByDisplayValue('Payroll')).toBeInTheDocument();
    // Only a private tool can be requested.
    expect(screen.queryByRole('switch', { name: 'Requestable' })).not.toBeInTheDocument();
  });

  it('shows at once where the popin will open that the click was taken', async () => {
    renderPopin('/edit-tool/' + TOOL_ID, methods({ getToolForEditing: async () => ({ ...pendingTool, has_pending_validation: false }) }));
    expect(screen.getByRole('status')).toHaveTextContent('Opening the tool…');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await screen.findByRole('dialog');
    expect(screen.queryByText('Opening the tool…')).not.toBeInTheDocument();
  });

  it('gives up the opening on Escape during the delay: back to the list, the popin never opens', async () => {
    renderPopin('/edit-tool/' + TOOL_ID, methods({ getToolForEditing: async () => ({ ...pendingTool, has_pending_validation: false }) }));
    expect(screen.getByRole('status')).toHaveTextContent('Opening the tool…');
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByText('The tool list')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 1400));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('counts the 1200 ms from the click on edit, the time the page took to get there included', async () => {
    noteEditRequested(1_000);
    // Within the delay, it runs from the click; past it (or with no click: a link, the back button), from the mount.
    expect(editDelayStart(1_900)).toBe(1_000);
    expect(editDelayStart(2_300)).toBe(2_300);
    noteEditRequested(performance.now() - 900);
    renderPopin('/edit-tool/' + TOOL_ID, methods({ getToolForEditing: async () => ({ ...pendingTool, has_pending_validation: false }) }));
    await screen.findByRole('dialog');
    expect(await screen.findByDisplayValue('Payroll')).toBeInTheDocument();
  });

  it('shows a tool awaiting approval read-only; an administrator may still delete it', async () => {
    renderPopin('/edit-tool/' + TOOL_ID, methods({ getToolForEditing: async () => pendingTool }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByDisplayValue('Payroll')).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Awaiting approval' })).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('deletes the tool after a confirmation, sending its title, creator and managers', async () => {
    const deleteTools = vi.fn(async () => ({ deleted: [TOOL_ID] }));
    renderPopin('/edit-tool/' + TOOL_ID, methods({ getToolForEditing: async () => ({ ...pendingTool, has_pending_validation: false }), deleteTools }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Delete' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(deleteTools).toHaveBeenCalledWith([TOOL_ID], {
        app_title: { en: 'Payroll' },
        app_creator: ME,
        app_managers: [ME],
      }),
    );
    expect(await screen.findByText('The tool list')).toBeInTheDocument();
    expect(await screen.findByText('Tool deleted')).toBeInTheDocument();
  });

  it("shows a private tool's viewer group by its name rather than its stored guid", async () => {
    const privateTool = { ...pendingTool, has_pending_validation: false, visibility: -1 as const, users: ['FIN-EU', 'GRP-GONE'] };
    const getAccessPolicy = async () => ({ toolId: TOOL_ID, requestable: true, approvers: { kind: 'managers' }, maxDays: null, question: null });
    renderPopin('/edit-tool/' + TOOL_ID, methods({ getToolForEditing: async () => privateTool, getAccessPolicy }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Finance Europe')).toBeInTheDocument();
    // A private tool's access-request settings sit under its fields.
    expect(await within(dialog).findByRole('switch', { name: 'Requestable' })).toBeChecked();
    expect(within(dialog).queryByText('FIN-EU')).not.toBeInTheDocument();
    // A group the directory no longer has keeps its guid.
    expect(within(dialog).getByText('GRP-GONE')).toBeInTheDocument();
  });

  it('does not offer a sub-administrator to delete a tool awaiting approval', async () => {
    renderPopin('/edit-tool/' + TOOL_ID, methods({ getToolForEditing: async () => pendingTool }), authAs(SUB_ADMINISTRATOR, { id: ME }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByDisplayValue('Payroll');
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});
