import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { anAccessRequest } from '@/testing/access-request-fixtures';
import { aUser } from '@/testing/fixtures';
import { frontPageReplies, renderAppAt, sentTo } from '@/testing/render-app';
import { aTool } from '@/testing/tool-fixtures';

const MANAGER = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const manager = aUser({ _id: MANAGER });
const tool = aTool({ _id: 't42', title: { en: 'Payroll audit' }, managers: [MANAGER] });
const waiting = (id: string, fullname: string, toolId = 't42') =>
  anAccessRequest({ id, toolId, requester: { id: `u-${id}`, fullname }, reason: `${fullname} needs it`, answer: 'Finance', question: 'Which team?' });
const replies = (extra = {}) =>
  frontPageReplies(manager, {
    'getApp/t42': { body: tool },
    'access-requests/to-decide': { body: { items: [waiting('r1', 'Emma Employee')], total: 1 } },
    'access-requests/r1/approve': { body: { ...waiting('r1', 'Emma Employee'), state: 'granted' } },
    'access-requests/r1/refuse': { body: { ...waiting('r1', 'Emma Employee'), state: 'refused' } },
    ...extra,
  });

describe('access requests in a managed tool’s information', () => {
  it('asks for the tool’s waiting requests only, lists them, and approves one', async () => {
    const { fetchMock } = renderAppAt('/infos-tool/t42/management', replies());
    const section = await screen.findByRole('region', { name: 'Access requests' });
    const asked = (fetchMock.mock.calls as unknown as [string][]).map(([input]) => new URL(String(input), 'http://localhost')).filter((url) => url.pathname === '/api/access-requests/to-decide');
    expect(asked.map((url) => url.searchParams.get('toolId'))).toEqual(['t42']);
    expect(within(section).getByRole('heading', { name: '1 access request waiting' })).toBeInTheDocument();
    expect(within(section).getByText('Emma Employee needs it')).toBeInTheDocument();
    expect(within(section).getByText('Which team? Finance')).toBeInTheDocument();

    await userEvent.click(within(section).getByRole('button', { name: 'Approve the request of Emma Employee' }));
    await waitFor(() => expect(sentTo(fetchMock, 'access-requests/r1/approve')).toEqual([expect.objectContaining({ method: 'PUT' })]));
    expect(sentTo(fetchMock, 'access-requests/r1/approve')[0].body).toEqual({});
    expect(await screen.findByText('The request of Emma Employee was approved.')).toBeInTheDocument();
  });

  it('approves for fewer days than asked, and refuses more before sending', async () => {
    const { fetchMock } = renderAppAt('/infos-tool/t42/management', replies({ 'access-requests/to-decide': { body: { items: [{ ...waiting('r1', 'Emma Employee'), days: 30 }], total: 1 } } }));
    const section = await screen.findByRole('region', { name: 'Access requests' });
    const days = within(section).getByRole('spinbutton', { name: 'Days granted' });
    expect(days).toHaveValue(30);
    await userEvent.clear(days);
    await userEvent.type(days, '45');
    await userEvent.click(within(section).getByRole('button', { name: 'Approve the request of Emma Employee' }));
    expect(within(section).getByRole('alert')).toHaveTextContent('An approval grants at most the 30 days asked for.');
    expect(sentTo(fetchMock, 'access-requests/r1/approve')).toHaveLength(0);

    await userEvent.clear(days);
    await userEvent.type(days, '7');
    await userEvent.click(within(section).getByRole('button', { name: 'Approve the request of Emma Employee' }));
    await waitFor(() => expect(sentTo(fetchMock, 'access-requests/r1/approve')).toHaveLength(1));
    expect(sentTo(fetchMock, 'access-requests/r1/approve')[0].body).toEqual({ days: 7 });
  });

  it('shows the server’s refusal of the days in the interface language', async () => {
    const over = { status: 400, body: { error: { code: 'ACCESS_REQUEST.DURATION_OVER_ASKED', message: 'x' }, violations: { days: { code: 'ACCESS_REQUEST.DURATION_OVER_ASKED', params: { max: 30 }, message: 'x' } } } };
    renderAppAt('/infos-tool/t42/management', replies({ 'access-requests/r1/approve': over }));
    const section = await screen.findByRole('region', { name: 'Access requests' });
    await userEvent.click(within(section).getByRole('button', { name: 'Approve the request of Emma Employee' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('An approval grants at most the 30 days asked for.');
  });

  it('refuses only with a reason, which it sends', async () => {
    const { fetchMock } = renderAppAt('/infos-tool/t42/management', replies());
    const section = await screen.findByRole('region', { name: 'Access requests' });
    await userEvent.click(within(section).getByRole('button', { name: 'Refuse the request of Emma Employee' }));
    await userEvent.click(within(section).getByRole('button', { name: 'Refuse' }));
    expect(within(section).getByRole('alert')).toHaveTextContent('A refusal needs a reason, which is mailed to the requester.');
    expect(sentTo(fetchMock, 'access-requests/r1/refuse')).toHaveLength(0);

    await userEvent.type(within(section).getByLabelText('Reason for the refusal (mailed to the requester)'), 'Not your team');
    await userEvent.click(within(section).getByRole('button', { name: 'Refuse' }));
    await waitFor(() => expect(sentTo(fetchMock, 'access-requests/r1/refuse')).toHaveLength(1));
    expect(sentTo(fetchMock, 'access-requests/r1/refuse')[0].body).toEqual({ reason: 'Not your team' });
  });

  it('says in the interface language when another approver decided first', async () => {
    const decided = { status: 409, body: { error: { code: 'ACCESS_REQUEST.ALREADY_DECIDED', message: 'decided' } } };
    renderAppAt('/infos-tool/t42/management', replies({ 'access-requests/r1/approve': decided }));
    const section = await screen.findByRole('region', { name: 'Access requests' });
    await userEvent.click(within(section).getByRole('button', { name: 'Approve the request of Emma Employee' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('This request has already been decided or withdrawn.');
  });

  it('shows who decided a request lately, and when, even with nothing left to decide', async () => {
    const settled = { ...waiting('r2', 'Paul Peer'), state: 'refused' as const, decidedBy: { id: 'g', fullname: 'Gina Group' }, decidedAt: '2026-11-20T10:15:00.000Z' };
    const { fetchMock } = renderAppAt(
      '/infos-tool/t42/management',
      replies({ 'access-requests/to-decide': { body: { items: [], total: 0 } }, 'access-requests/decided': { body: { items: [settled] } } }),
    );
    const section = await screen.findByRole('region', { name: 'Access requests' });
    expect(within(section).getByRole('heading', { name: 'Decided lately by another approver' })).toBeInTheDocument();
    expect(within(section).getByText('Paul Peer')).toBeInTheDocument();
    expect(within(section).getByText(/^Refused by Gina Group on 20\/11\/2026/)).toBeInTheDocument();
    const asked = (fetchMock.mock.calls as unknown as [string][]).map(([input]) => new URL(String(input), 'http://localhost')).filter((url) => url.pathname === '/api/access-requests/decided');
    expect(asked.map((url) => url.searchParams.get('toolId'))).toEqual(['t42']);
  });

  it('is not asked for by someone who does not manage the tool', async () => {
    const { fetchMock } = renderAppAt('/infos-tool/t42/wall', replies({ 'getApp/t42': { body: { ...tool, managers: ['someone-else'] } } }));
    await screen.findByRole('dialog', { name: 'Payroll audit' });
    expect(screen.queryByRole('region', { name: 'Access requests' })).not.toBeInTheDocument();
    expect(sentTo(fetchMock, 'access-requests/to-decide')).toHaveLength(0);
    expect(sentTo(fetchMock, 'access-requests/decided')).toHaveLength(0);
  });
});
