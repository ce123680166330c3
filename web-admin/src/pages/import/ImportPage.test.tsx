import type { ImportReport } from '@contracts';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { I18nProvider } from 'react-admin';
import type { ImportRequest } from '../../api/portalTypes';
import { createI18nProvider } from '../../i18nProvider';
import { anAdminConfig } from '../../test/adminConfig';
import { renderAdmin } from '../../test/adminTestKit';
import { ImportPage } from './ImportPage';

let i18nProvider: I18nProvider;

beforeAll(async () => {
  i18nProvider = await createI18nProvider('en');
});

const config = anAdminConfig({ importTestMode: true, importusersFilepath: '/data/users.csv' });

const counts = { read: 3, created: 2, updated: 1, unchanged: 0, deleted: 0, rejected: 1 };
const none = { read: 0, created: 0, updated: 0, unchanged: 0, deleted: 0, rejected: 0 };
/** A report as the server sends it: both files' counts always, `files` naming those imported. */
const reportOf = (fields: Partial<ImportReport>): ImportReport => ({
  jobId: 'job-1',
  state: 'queued',
  testMode: false,
  source: 'upload',
  files: ['users', 'services'],
  users: none,
  services: none,
  rejections: [],
  rejectionsTruncated: false,
  ...fields,
});

let finishUpload: () => void = () => undefined;

function open(overrides: Record<string, unknown> = {}) {
  const reports: ImportReport[] = [
    reportOf({ state: 'validating', testMode: true }),
    reportOf({
      state: 'completed',
      testMode: true,
      users: counts,
      services: { ...counts, rejected: 0 },
      rejections: [{ file: 'users', line: 4, reason: 'The email is not an address' }],
    }),
  ];
  const dataProvider = {
    getAdminConfig: vi.fn(async () => ({ data: config })),
    // The upload stays at 40 % until the test has seen it (`finishUpload`), however slow the machine.
    startImport: vi.fn(async (_request: ImportRequest, onProgress: (percent: number) => void) => {
      onProgress(40);
      await new Promise<void>((resolve) => (finishUpload = resolve));
      return { data: { jobId: 'job-1', report: reports[0] } };
    }),
    getImportReport: vi.fn(async () => ({ data: reports.length > 1 ? reports.shift()! : reports[0] })),
    confirmImport: vi.fn(async () => ({ data: { jobId: 'job-2', report: reports[0] } })),
    ...overrides,
  };
  renderAdmin(<ImportPage />, { i18nProvider, methods: dataProvider, path: '/import-config' });
  return dataProvider;
}

const csv = (name: string) => new File(['a;b\n1;2'], name, { type: 'text/csv' });

describe('import page', { timeout: 20000 }, () => {
  it('keeps the import disabled in test mode until both files are chosen', async () => {
    open();
    const start = await screen.findByRole('button', { name: 'Save' });
    expect(start).toBeDisabled();
    expect(screen.getByText('In test mode, choose both the users file and the services file.')).toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText('Users file'), csv('users.csv'));
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
    await userEvent.upload(screen.getByLabelText('Services file'), csv('services.csv'));
    expect(screen.getByRole('button', { name: 'Import' })).toBeEnabled();
  });

  it('allows one file alone outside test mode', async () => {
    open();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Test mode (check only, write nothing)' }));
    await userEvent.upload(screen.getByLabelText('Users file'), csv('users.csv'));
    expect(screen.getByRole('button', { name: 'Import' })).toBeEnabled();
  });

  it('sends both files with the settings, shows the upload progress, then follows the report to its end', async () => {
    const dataProvider = open();
    expect(await screen.findByDisplayValue('/data/users.csv')).toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText('Users file'), csv('users.csv'));
    await userEvent.upload(screen.getByLabelText('Services file'), csv('services.csv'));
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));

    expect(await screen.findByText('Uploading: 40 %')).toBeInTheDocument();
    expect(dataProvider.startImport.mock.calls[0][0]).toMatchObject({
      importTestMode: true,
      importusersFilepath: '/data/users.csv',
      importservicesFilepath: '',
    });
    expect(dataProvider.startImport.mock.calls[0][0].usersFile?.name).toBe('users.csv');
    finishUpload();

    const report = await screen.findByTestId('import-report');
    await waitFor(() => expect(within(report).getByText('Completed')).toBeInTheDocument(), { timeout: 8000 });
    expect(dataProvider.getImportReport).toHaveBeenCalledWith('job-1');
    expect(within(report).getByText('Test mode: nothing was written.')).toBeInTheDocument();
    expect(within(report).getByText(/Line 4 · The email is not an address/)).toBeInTheDocument();
  });

  it('shows an import held by the deletion guard with its counts, and runs it only after an explicit confirmation', async () => {
    const held = reportOf({
      state: 'awaiting_confirmation',
      files: ['users'],
      users: { ...counts, deleted: 2 },
      guard: { users: { deletions: 2, directorySize: 3, threshold: 0, exceeded: true } },
    });
    const confirmed = reportOf({ jobId: 'job-2', state: 'completed', files: ['users'], users: { ...counts, deleted: 2 } });
    const dataProvider = open({
      startImport: vi.fn(async () => ({ data: { jobId: 'job-1', report: held } })),
      getImportReport: vi.fn(async (jobId: string) => ({ data: jobId === 'job-1' ? held : confirmed })),
      confirmImport: vi.fn(async () => ({ data: { jobId: 'job-2', report: reportOf({ jobId: 'job-2', files: ['users'] }) } })),
    });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Test mode (check only, write nothing)' }));
    await userEvent.upload(screen.getByLabelText('Users file'), csv('users.csv'));
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));

    const guard = await screen.findByTestId('import-guard');
    expect(within(guard).getByText('2 of the 3 people of the directory would be marked deleted (more than 0 need a confirmation).')).toBeInTheDocument();
    expect(within(screen.getByTestId('import-report')).getByText('Waiting for your confirmation')).toBeInTheDocument();
    await userEvent.click(within(guard).getByRole('button', { name: 'Confirm and import' }));
    // A second question before anything is written.
    expect(dataProvider.confirmImport).not.toHaveBeenCalled();
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /confirm/i }));
    await waitFor(() => expect(dataProvider.confirmImport).toHaveBeenCalledWith('job-1'));
    await waitFor(() => expect(within(screen.getByTestId('import-report')).getByText('Completed')).toBeInTheDocument(), { timeout: 8000 });
    expect(dataProvider.getImportReport).toHaveBeenCalledWith('job-2');
    expect(screen.queryByTestId('import-guard')).not.toBeInTheDocument();
  });
});
