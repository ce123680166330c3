import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AccessPolicyWire } from '@contracts';
import { aUser } from '@/testing/fixtures';
import type { FakeReply } from '@/testing/mock-api';
import { frontPageReplies, renderAppAt, sentTo } from '@/testing/render-app';
import { aTool } from '@/testing/tool-fixtures';

const ME = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const OTHER = 'bbbbbbbbbbbbbbbbbbbbbbbb';
const user = aUser({ _id: ME, fullname: 'Jeanne Dupont' });
const privateTool = { ...aTool({ _id: 't8', en: 'Payroll', managers: [ME], users: [OTHER] }), creator: ME, is_published: true, pending_validation: null };
const policy: AccessPolicyWire = { toolId: 't8', requestable: false, approvers: { kind: 'managers' }, maxDays: null, question: null };
const POLICY = 'access-requests/tools/t8/policy';

function openEdit(extra: Record<string, FakeReply> = {}, tool = privateTool) {
  return renderAppAt(
    '/edit-tool/t8',
    frontPageReplies(user, {
      'getApp/t8/true': { body: tool },
      [`getUsers/id/${ME},${OTHER}`]: { body: [{ _id: ME, fullname: 'Jeanne Dupont' }, { _id: OTHER, fullname: 'Marc Martin' }] },
      [POLICY]: { body: policy },
      ...extra,
    }),
  );
}

describe('tool form: access requests', () => {
  it('makes a private tool requestable, decided by its managers, for at most a number of days, with a question', async () => {
    const { fetchMock } = openEdit();
    const form = await screen.findByRole('dialog', { name: 'Edit the tool' });
    const toggle = await within(form).findByRole('switch', { name: 'People who cannot see this tool may request access' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(within(form).getByRole('radio', { name: "The tool's managers" })).toBeChecked();
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Unlimited access' }));
    await userEvent.clear(within(form).getByLabelText('Longest access, in days'));
    await userEvent.type(within(form).getByLabelText('Longest access, in days'), '30');
    await userEvent.type(within(form).getByLabelText('Question for the requester (optional)'), 'Which team?');
    await userEvent.click(within(form).getByRole('button', { name: 'Save the access settings' }));

    await waitFor(() => expect(sentTo(fetchMock, POLICY).filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(sentTo(fetchMock, POLICY).find((call) => call.method === 'PUT')?.body).toEqual({ requestable: true, approvers: { kind: 'managers' }, maxDays: 30, question: 'Which team?' });
    expect(await screen.findByText('The access settings have been saved.')).toBeInTheDocument();
  });

  it('shows a saved approving group by its name, and saves it again by its id', async () => {
    const GROUP = 'cccccccccccccccccccccccc';
    const { fetchMock } = openEdit({
      [POLICY]: { body: { ...policy, requestable: true, approvers: { kind: 'group', groupId: GROUP } } },
      [`getServices/id/${GROUP}`]: { body: [{ _id: GROUP, guid: 'LAB-APPROVERS', title: 'Lab approvers' }] },
    });
    const form = await screen.findByRole('dialog', { name: 'Edit the tool' });
    expect(await within(form).findByText('Lab approvers')).toBeInTheDocument();
    expect(within(form).queryByText(GROUP)).not.toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Save the access settings' }));
    await waitFor(() => expect(sentTo(fetchMock, POLICY).filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(sentTo(fetchMock, POLICY).find((call) => call.method === 'PUT')?.body).toMatchObject({ approvers: { kind: 'group', groupId: GROUP } });
  });

  it('lists the tool’s grants with their ends to its editors, and nothing when the server refuses', async () => {
    const grants = [
      { userId: OTHER, fullname: 'Marc Martin', endsAt: '2030-06-30T12:00:00.000Z' },
      { userId: 'cccccccccccccccccccccccc', fullname: 'Emma Employee', endsAt: null },
    ];
    openEdit({ 'access-requests/tools/t8/grants': { body: grants } });
    const list = await screen.findByRole('region', { name: 'Viewers with granted access' });
    expect(within(list).getByText('Marc Martin — until 30/06/2030')).toBeInTheDocument();
    expect(within(list).getByText('Emma Employee — without end')).toBeInTheDocument();
  });

  it('shows no grants to someone the grants route refuses', async () => {
    const { fetchMock } = openEdit({ 'access-requests/tools/t8/grants': { status: 403, body: { error: { code: 'permission_denied', message: 'no' } } } });
    await screen.findByRole('dialog', { name: 'Edit the tool' });
    await waitFor(() => expect(sentTo(fetchMock, 'access-requests/tools/t8/grants')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Viewers with granted access' })).not.toBeInTheDocument();
  });

  it('refuses named approvers without anyone and a maximum of 0 days, in the interface language, sending nothing', async () => {
    const { fetchMock } = openEdit();
    const form = await screen.findByRole('dialog', { name: 'Edit the tool' });
    await userEvent.click(await within(form).findByRole('switch', { name: 'People who cannot see this tool may request access' }));
    await userEvent.click(within(form).getByRole('radio', { name: 'Named people' }));
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Unlimited access' }));
    await userEvent.clear(within(form).getByLabelText('Longest access, in days'));
    await userEvent.type(within(form).getByLabelText('Longest access, in days'), '0');
    await userEvent.click(within(form).getByRole('button', { name: 'Save the access settings' }));

    expect(within(form).getByText('Choose the group or the people who decide.')).toBeInTheDocument();
    expect(within(form).getByText('The longest access is a whole number of days from 1 to 3650, or unlimited.')).toBeInTheDocument();
    expect(sentTo(fetchMock, POLICY).filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('is not offered for a public tool', async () => {
    openEdit({}, { ...privateTool, users: ['all'] });
    const form = await screen.findByRole('dialog', { name: 'Edit the tool' });
    await within(form).findByLabelText('Title (English)');
    expect(within(form).queryByRole('switch')).not.toBeInTheDocument();
  });

  it('is left out when the policy route refuses the caller', async () => {
    const { fetchMock } = openEdit({ [POLICY]: { status: 403, body: { error: { code: 'permission_denied' } } } });
    const form = await screen.findByRole('dialog', { name: 'Edit the tool' });
    await waitFor(() => expect(sentTo(fetchMock, POLICY)).toHaveLength(1));
    expect(within(form).queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit the tool' })).toBeInTheDocument(); // no 403 page
  });
});
