import type { AdminConfig } from '@contracts';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, type I18nProvider } from 'react-admin';
import { createI18nProvider } from '../../i18nProvider';
import { anAdminConfig } from '../../test/adminConfig';
import { renderAdmin } from '../../test/adminTestKit';
import { ConfigPage } from './ConfigPage';

let i18nProvider: I18nProvider;

beforeAll(async () => {
  i18nProvider = await createI18nProvider('en');
});

const config = anAdminConfig({
  hermes_network: ['10.0.0.0/8', '192.168.1.0/24'],
  status_check_hosts: ['intranet.example.com'],
  add_tool_help_url: [{ lang: 'en', url: 'https://help.example.com/tools' }],
});

function open(updateAdminConfig: (changes: unknown) => Promise<{ data: AdminConfig }>) {
  const dataProvider = { getAdminConfig: vi.fn(async () => ({ data: config })), updateAdminConfig: vi.fn(updateAdminConfig) };
  renderAdmin(<ConfigPage />, { i18nProvider, methods: dataProvider, path: '/config' });
  return dataProvider;
}

describe('config page', () => {
  it('names the list buttons in words, with tooltips, and asks before clearing a whole list', async () => {
    open(async () => ({ data: config }));
    expect(await screen.findByDisplayValue('192.168.1.0/24')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add an address or range' })).toHaveTextContent('Add an address or range');
    expect(screen.getByRole('button', { name: 'Add a mail address' })).toBeInTheDocument();
    const removes = screen.getAllByRole('button', { name: 'Remove this address' });
    expect(removes).toHaveLength(2);
    await userEvent.hover(removes[0]);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Remove this address');

    expect(screen.getByRole('button', { name: 'Add a host or range' })).toBeInTheDocument();
    // The networks' list is the first one with a "clear" button (the status checks' list has one too).
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear the list' })[0]);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to clear the whole list?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByDisplayValue('192.168.1.0/24')).toBeInTheDocument();
  });

  it('shows the stored networks and help URLs, and sends the lists with an empty one as null', async () => {
    const dataProvider = open(async () => ({ data: config }));
    expect(await screen.findByDisplayValue('192.168.1.0/24')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Host, address or range' })).toHaveValue('intranet.example.com');
    const english = screen.getByDisplayValue('https://help.example.com/tools');
    await userEvent.clear(english);
    await userEvent.type(english, 'https://wiki.example.com/add-a-tool');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(dataProvider.updateAdminConfig).toHaveBeenCalledWith({
        hermes_network: ['10.0.0.0/8', '192.168.1.0/24'],
        notification_import_mails: null,
        status_check_hosts: ['intranet.example.com'],
        add_tool_help_url: [{ lang: 'en', url: 'https://wiki.example.com/add-a-tool' }],
        directory_sources: { people: 'files', groups: 'files' },
      }),
    );
    expect(await screen.findByText('Configuration saved')).toBeInTheDocument();
  });

  it('says who owns people and groups in its Provisioning section, and saves a change of owner', async () => {
    const dataProvider = open(async () => ({ data: config }));
    expect(await screen.findByText('Provisioning: who owns people and groups')).toBeInTheDocument();
    expect(screen.getByText(/never marks deleted the people and groups provisioned over SCIM/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: /People/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Identity provider (SCIM)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dataProvider.updateAdminConfig).toHaveBeenCalledWith(expect.objectContaining({ directory_sources: { people: 'scim', groups: 'files' } })));
  });

  it('shows the server’s error under the entry it names, and as a notice', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const invalid = { code: 'CONFIG.INVALID_NETWORK', message: 'Expected an IP address or a CIDR range, such as 10.0.0.0/8 or fd00::/8.' };
    open(async () => {
      throw new HttpError(invalid.message, 400, { error: invalid, errors: { 'hermes_network.1': invalid.message } });
    });
    const second = await screen.findByDisplayValue('192.168.1.0/24');
    await userEvent.clear(second);
    await userEvent.type(second, '10.1.2.3');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByText(invalid.message)).toHaveLength(2));
    consoleError.mockRestore();
  });
});
