import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { I18nProvider } from 'react-admin';
import { apiTokenExpiryBounds, type ApiTokenView } from '@contracts';
import { englishI18n, renderAdmin } from '../../test/adminTestKit';
import { ApiTokenList } from './ApiTokenList';

let i18nProvider: I18nProvider;

beforeAll(async () => {
  i18nProvider = await englishI18n();
});

const SECRET = `ptk_${'S'.repeat(43)}`;
const token = (overrides: Partial<ApiTokenView>): ApiTokenView => ({
  id: 't1',
  name: 'Okta provisioning',
  scopes: ['scim'],
  note: '',
  hint: 'ptk_Ab12',
  expiresAt: '2027-02-26T00:00:00.000Z',
  createdAt: '2026-11-28T10:00:00.000Z',
  createdBy: { userId: 'u1', fullname: 'Alice Martin' },
  lastUsedAt: null,
  revokedAt: null,
  state: 'active',
  ...overrides,
});

function provider(rows: ApiTokenView[] = [token({}), token({ id: 't2', name: 'Old report', scopes: ['usage:read'], state: 'revoked', lastUsedAt: '2026-11-20T08:00:00.000Z' })]) {
  return {
    getList: vi.fn(async () => ({ data: rows, total: rows.length })),
    create: vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({ data: { ...token({ id: 't3' }), ...data, secret: SECRET } })),
    delete: vi.fn(async () => ({ data: token({ state: 'revoked' }) })),
  };
}

function open(path: string, dataProvider = provider()) {
  renderAdmin(<ApiTokenList />, { i18nProvider, methods: dataProvider, path, resource: 'api_tokens' });
  return dataProvider;
}

describe('API tokens page', () => {
  it('lists each token with its scopes, last use and state, newest first, and never a secret', async () => {
    const dataProvider = open('/api_tokens');
    const row = (await screen.findByText('Okta provisioning')).closest('tr')!;
    expect(within(row).getByText('scim')).toBeInTheDocument();
    expect(within(row).getByText('Never used')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(within(row).getByText('Alice Martin')).toBeInTheDocument();
    const revoked = screen.getByText('Old report').closest('tr')!;
    expect(within(revoked).getByText('Revoked')).toBeInTheDocument();
    // Only a live token can be revoked.
    expect(within(revoked).queryByRole('button', { name: 'Revoke' })).toBeNull();
    expect(dataProvider.getList).toHaveBeenCalledWith('api_tokens', expect.objectContaining({ sort: { field: 'createdAt', order: 'DESC' } }));
  });

  it('says there is no token yet and offers to create one', async () => {
    open('/api_tokens', provider([]));
    expect(await screen.findByText('No API token yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a token' })).toBeInTheDocument();
  });

  it('names what is missing and sends nothing when the form is incomplete', async () => {
    const dataProvider = open('/api_tokens/add');
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create a token' }));
    expect(await within(dialog).findByText('A token needs a name.')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose at least one scope.')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('creates a token expiring in 90 days by default and shows its secret once, with a warning and a copy button', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const dataProvider = open('/api_tokens/add');
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Release pipeline');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /^catalogue:write/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create a token' }));
    await waitFor(() =>
      expect(dataProvider.create).toHaveBeenCalledWith(
        'api_tokens',
        expect.objectContaining({ data: expect.objectContaining({ name: 'Release pipeline', scopes: ['catalogue:write'], expiresOn: apiTokenExpiryBounds(new Date()).proposed }) }),
      ),
    );
    const reveal = await screen.findByRole('dialog', { name: 'Copy the token now' });
    expect(within(reveal).getByText(/only time the token is shown/)).toBeInTheDocument();
    expect(within(reveal).getByDisplayValue(SECRET)).toBeInTheDocument();
    await userEvent.click(within(reveal).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(SECRET);

    await userEvent.click(within(reveal).getByRole('button', { name: 'I have stored it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByDisplayValue(SECRET)).toBeNull();
    expect(document.body.textContent).not.toContain(SECRET);
  });

  it('revokes a token only after a confirmation, from the keyboard', async () => {
    const dataProvider = open('/api_tokens');
    const row = (await screen.findByText('Okta provisioning')).closest('tr')!;
    within(row).getByRole('button', { name: 'Revoke' }).focus();
    await userEvent.keyboard('{Enter}');
    const confirm = await screen.findByRole('dialog', { name: 'Revoke "Okta provisioning"?' });
    expect(dataProvider.delete).not.toHaveBeenCalled();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(dataProvider.delete).toHaveBeenCalledWith('api_tokens', expect.objectContaining({ id: 't1' })));
    expect(await screen.findByText('Token revoked')).toBeInTheDocument();
  });
});
