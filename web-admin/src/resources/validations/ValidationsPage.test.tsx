import type { ValidationView } from '@contracts';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { HttpError, type I18nProvider } from 'react-admin';
import { ADMINISTRATOR, authAs, englishI18n, renderAdmin } from '../../test/adminTestKit';
import { ValidationsPage } from './ValidationsPage';

let i18nProvider: I18nProvider;
beforeAll(async () => {
  i18nProvider = await englishI18n();
});

const VALIDATOR = { isAdministrator: false, isSubAdmin: false, hasValidationsAccess: true };
const GROUP = { type: 'group', id: '66c000000000000000000001', value: 'FIN-EU', label: 'Finance Europe' };

const request = (id: string, title: string, overrides: Partial<ValidationView> = {}): ValidationView => ({
  _id: id,
  app: { _id: `app${id}`, title: { en: title } },
  kind: 'edition',
  status: 'pending',
  changed: { title: { en: title }, url: { en: `https://${id}.example.com` } },
  edited_by: { _id: 'u1', fullname: 'Marc Dubois' },
  updated_time: new Date().toISOString(),
  extra_validations: [],
  user_is_validator: false,
  ...overrides,
});

function methods<T extends Record<string, unknown>>(list: ValidationView[], overrides: T = {} as T) {
  return {
    getPendingValidations: vi.fn(async () => list),
    getValidation: async (id: string) => list.find((validation) => validation._id === id)!,
    searchUserEntries: async () => [],
    searchGroupEntries: async () => [GROUP],
    acceptValidation: vi.fn(async () => ({ message: 'Request approved' })),
    rejectValidation: vi.fn(async () => ({ mail_to_notify: 'marc.dubois@example.com' })),
    acceptExtraValidation: vi.fn(async () => ({})),
    rejectExtraValidation: vi.fn(async () => ({})),
    askExtraValidation: vi.fn(async () => ({})),
    removeExtraValidation: vi.fn(async () => ({})),
    getValidationService: async () => ({ _id: null, title: null, objectguid: null }),
    setValidationService: vi.fn(async () => ({})),
    ...overrides,
  };
}

function renderPage(data: Record<string, unknown>, { path = '/validations', permissions = ADMINISTRATOR } = {}) {
  return renderAdmin(
    <Routes>
      <Route path="/validations/*" element={<ValidationsPage />} />
    </Routes>,
    { methods: data, i18nProvider, auth: authAs(permissions), path },
  );
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;
const names = () => screen.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0].textContent);

async function pickGroup() {
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(await within(dialog).findByRole('combobox'));
  await userEvent.paste('fin');
  await userEvent.click(await screen.findByRole('option', { name: 'Finance Europe' }));
  return dialog;
}

describe('approval list', { timeout: 30000 }, () => {
  it('lists requests by name, cut, with their urls and editor, and sorts on a click', async () => {
    renderPage(methods([request('1', 'Wiki'), request('2', 'Expense tracker for Europe')]));
    const row = await rowOf('Expense tracker f…');
    expect(within(row).getByText('(en) https://2.example.com')).toBeInTheDocument();
    expect(within(row).getByText('by Marc Dubois')).toBeInTheDocument();
    expect(within(row).getByText('Today')).toBeInTheDocument();
    expect(names()).toEqual(['Expense tracker f…', 'Wiki']);
    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(names()).toEqual(['Wiki', 'Expense tracker f…']);
  });

  it('approves a request, says "Request approved" and reloads the list', async () => {
    const data = methods([request('1', 'Wiki')]);
    renderPage(data);
    const approve = within(await rowOf('Wiki')).getByRole('button', { name: 'Approve' });
    expect(approve).toHaveClass('MuiButton-contained');
    await userEvent.click(approve);
    await waitFor(() => expect(data.acceptValidation).toHaveBeenCalledWith('1'));
    expect(await screen.findByText('Request approved')).toBeInTheDocument();
    await waitFor(() => expect(data.getPendingValidations).toHaveBeenCalledTimes(2));
  });

  it('asks before rejecting: Escape and Cancel leave the request waiting, nothing sent', async () => {
    const data = methods([request('1', 'Wiki')]);
    renderPage(data);
    await userEvent.click(within(await rowOf('Wiki')).getByRole('button', { name: 'Reject' }));
    const confirm = await screen.findByRole('dialog', { name: 'Reject this request?' });
    expect(within(confirm).getByText('The request of Marc Dubois for “Wiki” will be rejected and they will be told by e-mail.')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(within(await rowOf('Wiki')).getByRole('button', { name: 'Reject' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(data.rejectValidation).not.toHaveBeenCalled();
  });

  it('rejects with the reason typed, then proposes a mail draft to the editor', async () => {
    const data = methods([request('1', 'Wiki')]);
    renderPage(data);
    await userEvent.click(within(await rowOf('Wiki')).getByRole('button', { name: 'Reject' }));
    const confirm = await screen.findByRole('dialog', { name: 'Reject this request?' });
    const reason = within(confirm).getByRole('textbox', { name: 'Reason (optional)' });
    expect(reason).toHaveFocus();
    expect(reason).toHaveAttribute('maxlength', '1000');
    await userEvent.type(reason, 'The link points to the old server.');
    expect(within(confirm).getByText('Sent in the e-mail to the editor. 34 / 1000 characters')).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(data.rejectValidation).toHaveBeenCalledWith('1', 'The link points to the old server.'));
    const dialog = await screen.findByRole('dialog', { name: 'Request rejected' });
    expect(within(dialog).getByRole('link', { name: 'Write the e-mail' })).toHaveAttribute(
      'href',
      'mailto:marc.dubois@example.com?subject=Approval%20request%20rejected',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('hides approve and reject while an extra approval waits, and names who is awaited', async () => {
    const waiting = request('1', 'Wiki', {
      extra_validations: [{ _id: 'e1', validator: { _id: GROUP.id, type: 'group', title: 'Finance Europe' }, status: 'pending', message: null, asked_by: null, answered_by: null }],
    });
    renderPage(methods([waiting]));
    const row = await rowOf('Wiki');
    expect(within(row).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Awaiting Finance Europe' })).toBeInTheDocument();
  });

  it("shows the server's refusal, translated", async () => {
    const refusal = new HttpError('You do not have approval rights.', 403, { error: { code: 'no_approval_rights', message: 'You do not have approval rights.' } });
    renderPage(methods([], { getPendingValidations: vi.fn(async () => Promise.reject(refusal)) }), { permissions: VALIDATOR });
    expect(await screen.findByText('You do not have approval rights.')).toBeInTheDocument();
  });
});

describe('an approver of access requests without a back-office role', { timeout: 30000 }, () => {
  it('sees only the access requests tab, where the mails link, and never asks for the tools\' approvals', async () => {
    const data = methods([request('1', 'Alpha')], {
      getAccessRequestsToDecide: vi.fn(async () => ({ items: [], total: 0 })),
      getRecentlyDecidedAccessRequests: vi.fn(async () => ({ items: [] })),
    });
    const approver = { isAdministrator: false, isSubAdmin: false, hasValidationsAccess: false };
    renderAdmin(
      <Routes>
        <Route path="/validations/*" element={<ValidationsPage />} />
      </Routes>,
      { methods: data, i18nProvider, auth: { ...authAs(approver), canAccess: async ({ resource }) => resource === 'access_requests' }, path: '/validations?tab=access' },
    );
    await waitFor(() => expect(data.getAccessRequestsToDecide).toHaveBeenCalled());
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Access requests']);
    expect(data.getPendingValidations).not.toHaveBeenCalled();
  });
});

describe('designated validator', { timeout: 30000 }, () => {
  const designated = request('1', 'Wiki', {
    user_is_validator: true,
    extra_validations: [{ _id: 'e1', validator: { _id: 'u9', type: 'user', fullname: 'Vera Valid' }, status: 'pending', message: null, asked_by: null, answered_by: null }],
  });

  it('approves the extra approval', async () => {
    const data = methods([designated]);
    renderPage(data, { permissions: VALIDATOR });
    const approve = within(await rowOf('Wiki')).getByRole('button', { name: 'Approve' });
    expect(approve).toHaveClass('MuiButton-contained'); // the same filled button as the administrator's
    await userEvent.click(approve);
    await waitFor(() => expect(data.acceptExtraValidation).toHaveBeenCalledWith('1'));
    expect(await screen.findByText('Extra approval given')).toBeInTheDocument();
  });

  it('rejects it only with a reason', async () => {
    const data = methods([designated]);
    renderPage(data, { permissions: VALIDATOR, path: '/validations/reject-extra-validation/1' });
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByLabelText('Message'));
    await userEvent.paste('The licence is not paid.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(data.rejectExtraValidation).toHaveBeenCalledWith('1', 'The licence is not paid.'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Extra approval rejected')).toBeInTheDocument();
  });
});

describe('extra approval popin', { timeout: 30000 }, () => {
  it('asks one person or group', async () => {
    const data = methods([request('1', 'Wiki')]);
    renderPage(data, { path: '/validations/add/1' });
    const dialog = await pickGroup();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ask' }));
    await waitFor(() => expect(data.askExtraValidation).toHaveBeenCalledWith('1', { id: GROUP.id, type: 'group' }));
  });

  it('lists resolved approvals with the reason of a rejection, and cancels the waiting one', async () => {
    const data = methods([
      request('1', 'Wiki', {
        extra_validations: [
          { _id: 'e1', validator: { _id: 'u8', type: 'user', fullname: 'Rita Refus' }, asked_by: null, answered_by: null, status: 'rejected', message: 'Too expensive' },
          { _id: 'e2', validator: { _id: GROUP.id, type: 'group', title: 'Finance Europe' }, status: 'pending', message: null, asked_by: null, answered_by: null },
        ],
      }),
    ]);
    renderPage(data, { path: '/validations/add/1' });
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Rita Refus')).toBeInTheDocument();
    // The title names the tool; the waiting approval's status and its cancel button sit side by side.
    expect(within(dialog).getByRole('heading', { name: 'Extra approval for “Wiki”' })).toBeInTheDocument();
    const waiting = within(dialog).getByText('Finance Europe').parentElement!;
    expect(within(waiting).getByText('Pending')).toBeInTheDocument();
    expect(within(waiting).getByRole('button', { name: 'Cancel extra approval' })).toBeInTheDocument();
    await userEvent.hover(within(dialog).getByText('Rejected'));
    expect(await screen.findByText('Reason: Too expensive')).toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel extra approval' }));
    await waitFor(() => expect(data.removeExtraValidation).toHaveBeenCalledWith('1'));
  });
});

describe('default approval group', { timeout: 30000 }, () => {
  it('opens its popin from the page button', async () => {
    renderPage(methods([]));
    await userEvent.click(await screen.findByRole('link', { name: 'Change the approval group' }));
    expect(await screen.findByText('Default approval group')).toBeInTheDocument();
  });

  it('saves the chosen group', async () => {
    const data = methods([]);
    renderPage(data, { path: '/validations/change-validation-service' });
    const dialog = await pickGroup();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(data.setValidationService).toHaveBeenCalledWith(GROUP.id));
  });
});

describe('change awaiting approval', { timeout: 30000 }, () => {
  it('shows the proposed texts per language, as text, with links for http(s) urls only', async () => {
    const proposed = request('1', 'Wiki', {
      kind: 'creation',
      changed: {
        title: { en: 'Wiki', fr: '<b>Wiki</b>' },
        description: { en: 'Team pages' },
        url: { en: 'https://wiki.example.com', fr: 'javascript:alert(1)' },
      },
    });
    renderPage(methods([proposed]), { path: '/validations/infos-edit-tool/app1/1' });
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('New tool', { exact: false })).toBeInTheDocument();
    expect(within(dialog).getByText('<b>Wiki</b>')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'https://wiki.example.com' })).toHaveAttribute('href', 'https://wiki.example.com');
    expect(within(dialog).getByText('javascript:alert(1)').closest('a')).toBeNull();
  });
});

describe('tool information', { timeout: 30000 }, () => {
  it('shows the published tool per language and returns to the approvals on close', async () => {
    const getOne = vi.fn(async () => ({ data: { id: 'app1', title: { en: 'Wiki', ja: 'ウィキ' }, description: { en: 'Team pages' }, url: { en: 'https://wiki.example.com' } } }));
    renderPage(methods([], { getOne }), { path: '/validations/infos-tool/app1' });
    const dialog = await screen.findByRole('dialog', { name: /Tool information/ });
    expect(await within(dialog).findByText('ウィキ')).toBeInTheDocument();
    expect(getOne).toHaveBeenCalledWith('tools', expect.objectContaining({ id: 'app1' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
