import type { AccessPolicyWire } from '@contracts';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, type I18nProvider } from 'react-admin';
import { englishI18n, renderAdmin, SUB_ADMINISTRATOR, authAs } from '../../../../test/adminTestKit';
import { AccessPolicyPanel } from './AccessPolicyPanel';

let i18nProvider: I18nProvider;
beforeAll(async () => {
  i18nProvider = await englishI18n();
});

const TOOL = '64b000000000000000000001';
const GROUP = { type: 'group', id: '66c000000000000000000001', value: 'LAB-APPROVERS', label: 'Lab approvers' };
const off: AccessPolicyWire = { toolId: TOOL, requestable: false, approvers: { kind: 'managers' }, maxDays: null, question: null };

function methods(policy: AccessPolicyWire, overrides: Record<string, unknown> = {}) {
  return {
    getAccessPolicy: vi.fn(async () => policy),
    saveAccessPolicy: vi.fn(async (_id: string, saved: Omit<AccessPolicyWire, 'toolId'>) => ({ toolId: TOOL, ...saved })),
    searchGroupEntries: async () => [GROUP],
    searchUserEntries: async () => [],
    getGroupEntriesByIds: async (ids: string[]) => (ids.includes(GROUP.id) ? [GROUP] : []),
    getUserEntriesByIds: async () => [],
    ...overrides,
  };
}

const renderPanel = (data: Record<string, unknown>, auth?: ReturnType<typeof authAs>) =>
  renderAdmin(<AccessPolicyPanel toolId={TOOL} />, { methods: data, i18nProvider, ...(auth ? { auth } : {}) });

describe('a private tool’s Requestable switch', { timeout: 30000 }, () => {
  it('makes a tool requestable, decided by one group, for at most 30 days, with a question', async () => {
    const data = methods(off);
    renderPanel(data);
    const requestable = await screen.findByRole('switch', { name: 'Requestable' });
    expect(requestable).not.toBeChecked();
    expect(screen.queryByRole('radiogroup', { name: 'Who decides' })).not.toBeInTheDocument();
    await userEvent.click(requestable);
    expect(screen.getByRole('radio', { name: 'The tool’s managers' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'One group' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'One group' }));
    await userEvent.paste('lab');
    await userEvent.click(await screen.findByRole('option', { name: 'Lab approvers' }));
    await userEvent.click(screen.getByRole('radio', { name: 'A number of days' }));
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Days' }), '30');
    await userEvent.type(screen.getByRole('textbox', { name: 'Question to the requester (optional)' }), 'Which team?');
    await userEvent.click(screen.getByRole('button', { name: 'Save the access settings' }));
    await waitFor(() =>
      expect(data.saveAccessPolicy).toHaveBeenCalledWith(TOOL, { requestable: true, approvers: { kind: 'group', groupId: GROUP.id }, maxDays: 30, question: 'Which team?' }),
    );
    expect(await screen.findByText('Access settings saved')).toBeInTheDocument();
  });

  it('shows the saved settings with the group by its name', async () => {
    renderPanel(methods({ ...off, requestable: true, approvers: { kind: 'group', groupId: GROUP.id }, maxDays: 14, question: 'Why?' }));
    expect(await screen.findByRole('switch', { name: 'Requestable' })).toBeChecked();
    expect(screen.getByText('Lab approvers')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Days' })).toHaveValue(14);
    expect(screen.getByRole('textbox', { name: 'Question to the requester (optional)' })).toHaveValue('Why?');
  });

  it('refuses named people left empty or a maximum over ten years, and sends nothing', async () => {
    const data = methods({ ...off, requestable: true });
    renderPanel(data);
    await userEvent.click(await screen.findByRole('radio', { name: 'Named people' }));
    await userEvent.click(screen.getByRole('radio', { name: 'A number of days' }));
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Days' }), '4000');
    await userEvent.click(screen.getByRole('button', { name: 'Save the access settings' }));
    expect(await screen.findByText('Choose the group or the people who decide.')).toBeInTheDocument();
    expect(screen.getByText('The longest access is a whole number of days from 1 to 3650, or unlimited.')).toBeInTheDocument();
    expect(data.saveAccessPolicy).not.toHaveBeenCalled();
  });

  it('tells a sub-administrator, translated, that the tool is not theirs to change', async () => {
    const refusal = new HttpError('Forbidden', 403, { error: { code: 'permission_denied', message: 'Forbidden' } });
    renderPanel(methods(off, { getAccessPolicy: vi.fn(async () => Promise.reject(refusal)) }), authAs(SUB_ADMINISTRATOR));
    expect(await screen.findByText('You do not have the rights to do this.')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal of a save, translated', async () => {
    const refusal = new HttpError('Only a private tool', 400, { error: { code: 'ACCESS_POLICY.NOT_PRIVATE', message: 'Only a private tool' } });
    const data = methods(off, { saveAccessPolicy: vi.fn(async () => Promise.reject(refusal)) });
    renderPanel(data);
    await userEvent.click(await screen.findByRole('switch', { name: 'Requestable' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save the access settings' }));
    expect(await screen.findByText('Only a private tool can be requested: the others are already visible to their audience.')).toBeInTheDocument();
  });
});
