import type { AccessRequestWire } from '@contracts';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { HttpError, type I18nProvider } from 'react-admin';
import { englishI18n, renderAdmin } from '../../../test/adminTestKit';
import { ValidationsPage } from '../ValidationsPage';

let i18nProvider: I18nProvider;
beforeAll(async () => {
  i18nProvider = await englishI18n();
});

const waiting = (id: string, overrides: Partial<AccessRequestWire> = {}): AccessRequestWire => ({
  id,
  toolId: `tool${id}`,
  toolTitle: 'Payroll vault',
  requester: { id: 'emma', fullname: 'Emma Martin' },
  reason: 'Quarterly audit',
  answer: 'Finance',
  question: 'Which team are you in?',
  days: 30,
  state: 'waiting',
  createdAt: new Date().toISOString(),
  decidedBy: null,
  decidedAt: null,
  refusalReason: null,
  endsAt: null,
  ...overrides,
});

const decidedBy = (request: AccessRequestWire, state: 'granted' | 'refused', refusalReason: string | null = null): AccessRequestWire => ({
  ...request,
  state,
  decidedBy: { id: 'marc', fullname: 'Marc Dubois' },
  decidedAt: '2026-11-28T10:15:00.000Z',
  refusalReason,
});

function methods(items: AccessRequestWire[], overrides: Record<string, unknown> = {}) {
  return {
    getPendingValidations: vi.fn(async () => []),
    getAccessRequestsToDecide: vi.fn(async (page: number, perPage: number) => ({ items: items.slice((page - 1) * perPage, page * perPage), total: items.length })),
    approveAccessRequest: vi.fn(async (id: string) => decidedBy(items.find((item) => item.id === id)!, 'granted')),
    refuseAccessRequest: vi.fn(async (id: string, reason: string) => decidedBy(items.find((item) => item.id === id)!, 'refused', reason)),
    getRecentlyDecidedAccessRequests: vi.fn(async () => [] as AccessRequestWire[]),
    ...overrides,
  };
}

const renderTab = (data: Record<string, unknown>, path = '/validations?tab=access') =>
  renderAdmin(
    <Routes>
      <Route path="/validations/*" element={<ValidationsPage />} />
    </Routes>,
    { methods: data, i18nProvider, path },
  );

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;

describe('the Approvals page’s access requests', { timeout: 30000 }, () => {
  it('opens on the Access requests tab from the mails’ link, and shows what was asked', async () => {
    renderTab(methods([waiting('1')]));
    expect(await screen.findByRole('tab', { name: 'Access requests' })).toHaveAttribute('aria-selected', 'true');
    const row = await rowOf('Quarterly audit');
    expect(within(row).getByText('Payroll vault')).toBeInTheDocument();
    // Twice: its column, and under the tool's name where a phone hides that column.
    expect(within(row).getAllByText('Emma Martin')).toHaveLength(2);
    expect(within(row).getByText('Which team are you in?')).toBeInTheDocument();
    expect(within(row).getByText('Finance')).toBeInTheDocument();
    expect(within(row).getByText('30 days')).toBeInTheDocument();
    expect(within(row).getByText('Today')).toBeInTheDocument();
  });

  it('switches from the tool changes to the access requests with the tab', async () => {
    const data = methods([]);
    renderTab(data, '/validations');
    await userEvent.click(await screen.findByRole('tab', { name: 'Access requests' }));
    expect(await screen.findByText('No access request is waiting for you.')).toBeInTheDocument();
    expect(data.getAccessRequestsToDecide).toHaveBeenCalledWith(1, 50);
  });

  it('approves after a confirmation naming the person, the tool and the duration, then shows who decided', async () => {
    const data = methods([waiting('1', { days: null })]);
    renderTab(data);
    await userEvent.click(within(await rowOf('Quarterly audit')).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this request?' });
    expect(within(dialog).getByText('Emma Martin will see Payroll vault. Duration: Unlimited.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(data.approveAccessRequest).not.toHaveBeenCalled();
    await userEvent.click(within(await rowOf('Quarterly audit')).getByRole('button', { name: 'Approve' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(data.approveAccessRequest).toHaveBeenCalledWith('1', null));
    expect(await screen.findByText('Access granted to Emma Martin.')).toBeInTheDocument();
    const row = await rowOf('Quarterly audit');
    expect(within(row).getByText(/^Granted by Marc Dubois, /)).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('refuses only with a reason, which is sent', async () => {
    const data = methods([waiting('1')]);
    renderTab(data);
    await userEvent.click(within(await rowOf('Quarterly audit')).getByRole('button', { name: 'Refuse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuse this request?' });
    const confirm = within(dialog).getByRole('button', { name: 'Refuse' });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason for refusing/ }), 'The team is full');
    expect(within(dialog).getByText('16 / 400 characters')).toBeInTheDocument();
    await userEvent.click(confirm);
    await waitFor(() => expect(data.refuseAccessRequest).toHaveBeenCalledWith('1', 'The team is full'));
    expect(within(await rowOf('Quarterly audit')).getByText(/^Refused by Marc Dubois, /)).toBeInTheDocument();
  });

  it('says, translated, that another approver decided first, and reads the list again', async () => {
    const decided = new HttpError('This request has already been decided or withdrawn.', 409, {
      error: { code: 'ACCESS_REQUEST.ALREADY_DECIDED', message: 'This request has already been decided or withdrawn.' },
    });
    const data = methods([waiting('1')], { approveAccessRequest: vi.fn(async () => Promise.reject(decided)) });
    renderTab(data);
    await userEvent.click(within(await rowOf('Quarterly audit')).getByRole('button', { name: 'Approve' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('This request has already been decided or withdrawn.')).toBeInTheDocument();
    await waitFor(() => expect(data.getAccessRequestsToDecide).toHaveBeenCalledTimes(2));
  });

  it('grants fewer days than asked, never more', async () => {
    const data = methods([waiting('1')]);
    renderTab(data);
    await userEvent.click(within(await rowOf('Quarterly audit')).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this request?' });
    const days = within(dialog).getByRole('spinbutton', { name: 'Days granted' });
    expect(days).toHaveValue(30);
    await userEvent.clear(days);
    await userEvent.type(days, '31');
    expect(within(dialog).getByText('An approval grants at most the days asked for.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Approve' })).toBeDisabled();
    await userEvent.clear(days);
    await userEvent.type(days, '10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(data.approveAccessRequest).toHaveBeenCalledWith('1', 10));
  });

  it('shows the server’s refusal of the days, translated', async () => {
    const over = new HttpError('An approval grants at most the days asked for.', 400, {
      error: { code: 'ACCESS_REQUEST.DURATION_OVER_ASKED', message: 'x' },
      violations: { days: { code: 'ACCESS_REQUEST.DURATION_OVER_ASKED', params: { max: 30 }, message: 'x' } },
    });
    const data = methods([waiting('1')], { approveAccessRequest: vi.fn(async () => Promise.reject(over)) });
    renderTab(data);
    await userEvent.click(within(await rowOf('Quarterly audit')).getByRole('button', { name: 'Approve' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('An approval grants at most the days asked for.')).toBeInTheDocument();
  });

  it('shows, under the waiting ones, the requests another approver decided lately, with who and when', async () => {
    const settled = decidedBy(waiting('2', { toolTitle: 'Lab bench', requester: { id: 'paul', fullname: 'Paul Peer' } }), 'refused', 'Full');
    renderTab(methods([], { getRecentlyDecidedAccessRequests: vi.fn(async () => [settled]) }));
    expect(await screen.findByText('No access request is waiting for you.')).toBeInTheDocument();
    const section = await screen.findByRole('region', { name: 'Decided lately by another approver' });
    expect(within(section).getByText('Lab bench · Paul Peer')).toBeInTheDocument();
    expect(within(section).getByText(/^Refused by Marc Dubois, /)).toBeInTheDocument();
  });

  it('pages the requests 50 at a time', async () => {
    const many = Array.from({ length: 60 }, (_, index) => waiting(String(index), { reason: `Reason ${index}` }));
    const data = methods(many);
    renderTab(data);
    expect(await screen.findByText('Reason 0')).toBeInTheDocument();
    expect(screen.getByText('1–50 of 60')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('Reason 55')).toBeInTheDocument();
    expect(data.getAccessRequestsToDecide).toHaveBeenLastCalledWith(2, 50);
  });
});
