import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { StatusHistory } from '@contracts';
import { aUser } from '@/testing/fixtures';
import type { FakeReply } from '@/testing/mock-api';
import { frontPageReplies, renderAppAt, sentTo } from '@/testing/render-app';
import { aTool } from '@/testing/tool-fixtures';

const ME = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const user = aUser({ _id: ME, fullname: 'Jeanne Dupont' });
const tool = { ...aTool({ _id: 't8', en: 'Payroll', managers: [ME] }), creator: ME, is_published: true, pending_validation: null };
const STATUS = 'admin/tool-status/t8';
const unchecked: StatusHistory = {
  toolId: 't8', check: null, status: null, maintenance: null,
  day: { uptimePercent: null, checks: 0, samples: [] }, month: { uptimePercent: null, checks: 0, hours: [] }, incidents: [],
};

function openEdit(extra: Record<string, FakeReply> = {}) {
  const replies = frontPageReplies(user, {
    'getApp/t8/true': { body: tool },
    [`getUsers/id/${ME}`]: { body: [{ _id: ME, fullname: 'Jeanne Dupont' }] },
    [STATUS]: { body: unchecked },
    ...extra,
  });
  return { ...renderAppAt('/edit-tool/t8', replies), replies };
}

describe('tool form: status check and maintenance, for the tool\'s managers', () => {
  it('turns the check on with the address and the defaults', async () => {
    const { fetchMock } = openEdit();
    const form = await screen.findByRole('dialog', { name: 'Edit the tool' });
    await userEvent.type(await within(form).findByLabelText('Address checked'), 'https://payroll.example.com/health');
    await userEvent.click(within(form).getByRole('button', { name: 'Turn the check on' }));
    await waitFor(() => expect(sentTo(fetchMock, STATUS).filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(sentTo(fetchMock, STATUS).find((call) => call.method === 'PUT')?.body).toEqual({ url: 'https://payroll.example.com/health', accepted: '200-399', intervalSeconds: 60, timeoutMs: 10_000, slowMs: 2_000 });
    expect(await screen.findByText('Status check saved')).toBeInTheDocument();
  });

  it('refuses an interval under a minute and a maintenance without an end, sending nothing', async () => {
    const { fetchMock } = openEdit();
    const form = await screen.findByRole('dialog', { name: 'Edit the tool' });
    await userEvent.type(await within(form).findByLabelText('Address checked'), 'https://payroll.example.com/');
    await userEvent.clear(within(form).getByLabelText('Interval (seconds)'));
    await userEvent.type(within(form).getByLabelText('Interval (seconds)'), '30');
    await userEvent.click(within(form).getByRole('button', { name: 'Turn the check on' }));
    expect(within(form).getByText('The interval is at least 60 seconds.')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Declare a maintenance' }));
    expect(within(form).getByText('The end of the maintenance must be in the future.')).toBeInTheDocument();
    expect(sentTo(fetchMock, STATUS).filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it("says the server's refusal of an address outside the allowed list, in the interface language", async () => {
    const { replies } = openEdit();
    const form = await screen.findByRole('dialog', { name: 'Edit the tool' });
    await userEvent.type(await within(form).findByLabelText('Address checked'), 'http://10.9.9.9/');
    // The route answers the save with the server's refusal (it resolves the host against the allowed list).
    replies[STATUS] = { status: 400, body: { error: { code: 'STATUS_CHECK.ADDRESS_NOT_ALLOWED', message: 'outside' } } };
    await userEvent.click(within(form).getByRole('button', { name: 'Turn the check on' }));
    expect(await screen.findByText('This address is outside the hosts and networks allowed for status checks (configuration page).')).toBeInTheDocument();
  });

  it('is left out when the route refuses the caller', async () => {
    const { fetchMock } = openEdit({ [STATUS]: { status: 403, body: { error: { code: 'permission_denied' } } } });
    const form = await screen.findByRole('dialog', { name: 'Edit the tool' });
    await waitFor(() => expect(sentTo(fetchMock, STATUS)).toHaveLength(1));
    expect(within(form).queryByLabelText('Address checked')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit the tool' })).toBeInTheDocument();
  });
});
