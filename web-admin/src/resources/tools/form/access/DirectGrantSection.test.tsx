import type { AccessGrantWire } from '@contracts';
import type { ToolForEditing } from '@contracts';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useParams } from 'react-router-dom';
import { HttpError, type I18nProvider } from 'react-admin';
import { ADMINISTRATOR, authAs, englishI18n, renderAdmin } from '../../../../test/adminTestKit';
import { ToolEditPopin } from '../ToolEditPopin';

let i18nProvider: I18nProvider;
beforeAll(async () => {
  i18nProvider = await englishI18n();
});

const ME = '65a0000000000000000000aa';
const TOOL = '64b000000000000000000001';
const EMMA = { type: 'user', id: '65a0000000000000000000e1', value: '65a0000000000000000000e1', label: 'Emma Martin' };

const vault: ToolForEditing = {
  _id: TOOL,
  title: { en: 'Payroll vault' },
  description: { en: 'Pay slips' },
  url: { en: 'https://vault.example.com' },
  logo: {},
  categories: ['c0ffee00c0ffee00c0ffee01'],
  managers: [ME],
  users: [ME],
  subsidiaryId: null,
  visibility: -1,
  creator: ME,
  is_published: true,
  has_pending_validation: false,
  pending_validation: null,
  is_new: false,
  is_translated: false,
  translated_into: ['en'],
  validation: null,
};

function methods(overrides: Record<string, unknown> = {}) {
  // The server's grants of the tool: those granted here, and Marc's, which ends in 2030.
  const grants: AccessGrantWire[] = [{ userId: 'marc', fullname: 'Marc Dubois', endsAt: '2030-06-30T12:00:00.000Z' }];
  return {
    getToolGrants: vi.fn(async () => [...grants]),
    getToolForEditing: async () => vault,
    getToolCategories: async () => [{ id: 'c0ffee00c0ffee00c0ffee01', name: { en: 'Finance' } }],
    getList: async () => ({ data: [], total: 0 }),
    getUserEntriesByIds: async (ids: string[]) => ids.map((id) => ({ type: 'user', id, value: id, label: 'Alice Martin' })),
    getGroupEntriesByIds: async () => [],
    searchUserEntries: async () => [EMMA],
    searchGroupEntries: async () => [],
    getAccessPolicy: async () => ({ toolId: TOOL, requestable: false, approvers: { kind: 'managers' }, maxDays: null, question: null }),
    grantAccess: vi.fn(async (_tool: string, userId: string, endsAt: string | null) => (grants.push({ userId, fullname: 'Emma Martin', endsAt }), {
      id: 'r1',
      toolId: TOOL,
      toolTitle: 'Payroll vault',
      requester: { id: userId, fullname: 'Emma Martin' },
      state: 'granted',
      endsAt,
    })),
    updateTool: vi.fn(async () => ({ _id: TOOL, has_pending_validation: false })),
    ...overrides,
  };
}

const EditPopinAtRoute = () => <ToolEditPopin id={useParams().id ?? ''} />;
const renderPopin = (data: Record<string, unknown>) =>
  renderAdmin(
    <Routes>
      <Route path="/" element={<p>The tool list</p>} />
      <Route path="/edit-tool/:id" element={<EditPopinAtRoute />} />
    </Routes>,
    { methods: data, i18nProvider, auth: authAs(ADMINISTRATOR, { id: ME }), path: `/edit-tool/${TOOL}` },
  );

async function grantEmma(endDay: string) {
  const popin = await screen.findByRole('dialog', {}, { timeout: 10_000 });
  await userEvent.click(await within(popin).findByRole('button', { name: 'Grant access' }));
  const dialog = await screen.findByRole('dialog', { name: 'Grant access to Payroll vault' });
  await userEvent.click(within(dialog).getByRole('combobox', { name: 'Person' }));
  await userEvent.paste('emma');
  await userEvent.click(await screen.findByRole('option', { name: 'Emma Martin' }));
  if (endDay) await userEvent.type(within(dialog).getByLabelText('Ends on'), endDay);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Grant access' }));
}

describe('a direct grant from a private tool’s viewers', { timeout: 30000 }, () => {
  it('grants a person until the end of the chosen day, lists the end, and keeps them as a viewer when the form is saved', async () => {
    const data = methods();
    renderPopin(data);
    await grantEmma('2031-12-31');
    const end = new Date('2031-12-31T23:59:59').toISOString();
    await waitFor(() => expect(data.grantAccess).toHaveBeenCalledWith(TOOL, EMMA.id, end));
    expect(await screen.findByText('Access granted to Emma Martin.')).toBeInTheDocument();
    const granted = screen.getByRole('list', { name: 'Viewers with granted access' });
    expect(await within(granted).findByText(/Emma Martin — until .*2031/)).toBeInTheDocument();
    expect(within(granted).getByText(/Marc Dubois — until .*2030/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(data.updateTool).toHaveBeenCalled());
    const payload = (data.updateTool.mock.calls[0] as unknown as [{ users: string[] }])[0];
    expect(payload.users).toContain(EMMA.value);
  });

  it('shows the server’s refusal translated, and lists no new grant', async () => {
    const refusal = new HttpError('Already a viewer', 409, { error: { code: 'ACCESS_REQUEST.ALREADY_VIEWER', message: 'Already a viewer' } });
    renderPopin(methods({ grantAccess: vi.fn(async () => Promise.reject(refusal)) }));
    await grantEmma('');
    expect(await screen.findByText('This person already sees the tool.')).toBeInTheDocument();
    expect(screen.getByText(/Marc Dubois — until/)).toBeInTheDocument();
    expect(screen.queryByText(/Emma Martin — /)).not.toBeInTheDocument();
  });

  it('lists nothing when the server refuses the tool’s grants (not an editor)', async () => {
    const data = methods({ getToolGrants: vi.fn(async () => Promise.reject(new HttpError('Forbidden', 403, {}))) });
    renderPopin(data);
    await screen.findByRole('button', { name: 'Grant access' });
    await waitFor(() => expect(data.getToolGrants).toHaveBeenCalledWith(TOOL));
    expect(screen.queryByRole('list', { name: 'Viewers with granted access' })).not.toBeInTheDocument();
  });
});
