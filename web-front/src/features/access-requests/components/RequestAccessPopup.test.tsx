import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RequestableToolWire } from '@contracts';
import { anAccessRequest } from '@/testing/access-request-fixtures';
import { aUser } from '@/testing/fixtures';
import { frontPageReplies, renderAppAt, sentTo } from '@/testing/render-app';

const user = aUser();
const payroll: RequestableToolWire = {
  toolId: 't9',
  title: 'Payroll audit',
  description: 'Audit of the monthly payroll',
  logo: { abrev: 'PA', color: '#336699' },
  managers: ['Marc Manager'],
  maxDays: 30,
  question: 'Which team are you in?',
  openRequestId: null,
};
const stored = anAccessRequest({ toolId: 't9', answer: 'Finance', question: 'Which team are you in?' });

const replies = (tool = payroll, post: { status?: number; body?: unknown } = { body: stored }) =>
  frontPageReplies(user, {
    'access-requests/requestable': { body: [tool] },
    'access-requests/tools/t9': post,
    'access-requests/mine': { body: [stored] },
  });

describe('the "Request access" form', () => {
  it('shows what may be known of the tool, never its address, and sends the reason, the answer and the days', async () => {
    const { fetchMock, router } = renderAppAt('/request-access/t9', replies());
    const dialog = await screen.findByRole('dialog', { name: 'Request access' });
    expect(await within(dialog).findByText('Payroll audit')).toBeInTheDocument();
    expect(within(dialog).getByText('Audit of the monthly payroll')).toBeInTheDocument();
    expect(within(dialog).getByText('Managed by Marc Manager')).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: /open/i })).not.toBeInTheDocument();

    const days = within(dialog).getByLabelText('For how many days?');
    expect(days).toHaveValue(30);
    expect(within(dialog).getByText('At most 30 days.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Why do you need this tool?'), 'Quarterly audit');
    expect(within(dialog).getByText('15 / 400 characters')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Which team are you in?'), 'Finance');
    await userEvent.clear(days);
    await userEvent.type(days, '14');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the request' }));

    await waitFor(() => expect(sentTo(fetchMock, 'access-requests/tools/t9')).toHaveLength(1));
    expect(sentTo(fetchMock, 'access-requests/tools/t9')[0].body).toEqual({ reason: 'Quarterly audit', answer: 'Finance', days: 14 });
    expect(await screen.findByText('Your request for Payroll audit was sent.')).toBeInTheDocument();
    // Sent: "My requests" shows it.
    await waitFor(() => expect(router.state.location.pathname).toBe('/access-requests'));
    expect(await screen.findByRole('dialog', { name: 'My requests' })).toBeInTheDocument();
  });

  it('refuses an empty reason, a missing answer and too many days in the interface language, sending nothing', async () => {
    const { fetchMock } = renderAppAt('/request-access/t9', replies());
    const dialog = await screen.findByRole('dialog', { name: 'Request access' });
    const days = await within(dialog).findByLabelText('For how many days?');
    await userEvent.clear(days);
    await userEvent.type(days, '31');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the request' }));

    expect(await within(dialog).findByText('Please give a reason.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please answer the question.')).toBeInTheDocument();
    expect(within(dialog).getByText('This tool can be granted for at most 30 days.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Why do you need this tool?')).toHaveAttribute('aria-invalid', 'true');
    expect(sentTo(fetchMock, 'access-requests/tools/t9')).toHaveLength(0);
  });

  it('leaves the days empty for a tool without a maximum: unlimited', async () => {
    const { fetchMock } = renderAppAt('/request-access/t9', replies({ ...payroll, maxDays: null, question: null }));
    const dialog = await screen.findByRole('dialog', { name: 'Request access' });
    expect(await within(dialog).findByText('Leave empty for unlimited access.')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Which team are you in?')).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Why do you need this tool?'), 'Audit');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    await waitFor(() => expect(sentTo(fetchMock, 'access-requests/tools/t9')).toHaveLength(1));
    expect(sentTo(fetchMock, 'access-requests/tools/t9')[0].body).toEqual({ reason: 'Audit', answer: null, days: null });
  });

  it('shows the open request instead of a second form when there is one', async () => {
    renderAppAt('/request-access/t9', replies({ ...payroll, openRequestId: 'r1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request access' });
    expect(await within(dialog).findByText(/You already have an open request for this tool/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'See it in My requests' })).toHaveAttribute('href', '/access-requests');
    expect(within(dialog).queryByRole('button', { name: 'Send the request' })).not.toBeInTheDocument();
  });

  it('turns a 409 ALREADY_OPEN into the link to the open request', async () => {
    const conflict = { status: 409, body: { error: { code: 'ACCESS_REQUEST.ALREADY_OPEN', message: 'open', details: { request: { params: { requestId: 'r1' } } } } } };
    renderAppAt('/request-access/t9', replies({ ...payroll, question: null }, conflict));
    const dialog = await screen.findByRole('dialog', { name: 'Request access' });
    await userEvent.type(await within(dialog).findByLabelText('Why do you need this tool?'), 'Audit');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    expect(await within(dialog).findByRole('link', { name: 'See it in My requests' })).toBeInTheDocument();
  });

  it('says so for a tool that cannot be requested', async () => {
    renderAppAt('/request-access/t404', replies());
    const dialog = await screen.findByRole('dialog', { name: 'Request access' });
    expect(await within(dialog).findByText('This tool cannot be requested.')).toBeInTheDocument();
  });
});
