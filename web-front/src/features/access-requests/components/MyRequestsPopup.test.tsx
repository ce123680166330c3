import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { anAccessRequest } from '@/testing/access-request-fixtures';
import { aUser } from '@/testing/fixtures';
import { frontPageReplies, renderAppAt, sentTo } from '@/testing/render-app';

const user = aUser();
const mine = [
  anAccessRequest({ id: 'r1' }),
  anAccessRequest({ id: 'r2', toolTitle: 'Leave planner', state: 'granted', endsAt: '2026-12-20T10:00:00Z' }),
  anAccessRequest({ id: 'r3', toolTitle: 'Budget', state: 'refused', refusalReason: 'Not in your team' }),
  anAccessRequest({ id: 'r4', toolTitle: 'Old CRM', state: 'expired', days: null }),
  anAccessRequest({ id: 'r5', toolTitle: 'Wiki', state: 'withdrawn', days: 1 }),
];

describe('"My requests"', () => {
  it('opens from the header and at /access-requests, the address the mails link to, with each request’s state', async () => {
    const { router } = renderAppAt('/', frontPageReplies(user, { 'access-requests/mine': { body: mine } }));
    await userEvent.click(await screen.findByRole('link', { name: 'My requests' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/access-requests'));
    const dialog = await screen.findByRole('dialog', { name: 'My requests' });
    const items = await within(dialog).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Payroll auditWaiting for a decisionAsked on 20\/11\/2026 · 30 daysQuarterly auditWithdraw$/),
      expect.stringContaining('Granted until 20/12/2026'),
      expect.stringContaining('Refused: Not in your team'),
      expect.stringMatching(/ExpiredAsked on 20\/11\/2026 · Unlimited/),
      expect.stringMatching(/Withdrawn.*1 day[^s]/),
    ]);
    // Only a waiting request can be withdrawn.
    expect(within(dialog).getAllByRole('button', { name: 'Withdraw' })).toHaveLength(1);
  });

  it('withdraws a waiting request after a confirmation, and keeps it when the person changes their mind', async () => {
    const replies = frontPageReplies(user, { 'access-requests/mine': { body: mine }, 'access-requests/r1/withdraw': {} });
    const { fetchMock } = renderAppAt('/access-requests', replies);
    const dialog = await screen.findByRole('dialog', { name: 'My requests' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Withdraw' }));
    expect(within(dialog).getByText('Withdraw your request for Payroll audit?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(sentTo(fetchMock, 'access-requests/r1/withdraw')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, withdraw' }));
    await waitFor(() => expect(sentTo(fetchMock, 'access-requests/r1/withdraw')).toHaveLength(1));
    expect(await screen.findByText('Your request was withdrawn.')).toBeInTheDocument();
  });

  it('is reached with the keyboard: the withdraw button and its confirmation answer Enter', async () => {
    const replies = frontPageReplies(user, { 'access-requests/mine': { body: [mine[0]] }, 'access-requests/r1/withdraw': {} });
    const { fetchMock } = renderAppAt('/access-requests', replies);
    const dialog = await screen.findByRole('dialog', { name: 'My requests' });
    (await within(dialog).findByRole('button', { name: 'Withdraw' })).focus();
    await userEvent.keyboard('{Enter}');
    within(dialog).getByRole('button', { name: 'Yes, withdraw' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(sentTo(fetchMock, 'access-requests/r1/withdraw')).toHaveLength(1));
  });

  it('says when there is no request yet', async () => {
    renderAppAt('/access-requests', frontPageReplies(user, { 'access-requests/mine': { body: [] } }));
    expect(await screen.findByText('You have not asked for any tool yet.')).toBeInTheDocument();
  });

  it('says when the requests cannot be loaded', async () => {
    renderAppAt('/access-requests', frontPageReplies(user, { 'access-requests/mine': { status: 503, body: { error: { code: 'service_unavailable' } } } }));
    expect(await screen.findByText('Your requests could not be loaded.', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
