import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, type I18nProvider } from 'react-admin';
import type { JobsOverview } from '@contracts';
import { createI18nProvider } from '../../i18nProvider';
import { renderAdmin } from '../../test/adminTestKit';
import { JobsPage } from './JobsPage';
import type { PortalHealth } from '../../api/jobsMethods';

let i18nProvider: I18nProvider;
beforeAll(async () => {
  i18nProvider = await createI18nProvider('en');
});

const overview: JobsOverview = {
  queues: [
    { queue: 'mail', waiting: 1, delayed: 0, active: 0, failed: 1 },
    { queue: 'directory-import', waiting: 0, delayed: 0, active: 0, failed: 0 },
  ],
  jobs: [
    { queue: 'mail', id: '17', state: 'failed', summary: 'mail to bob@example.com: Tool approved', attemptsMade: 10, maxAttempts: 10, failedReason: '451 Temporary failure', createdAt: '2026-11-24T08:00:00.000Z' },
    { queue: 'mail', id: '18', state: 'waiting', summary: 'mail to eve@example.com: New request', attemptsMade: 0, maxAttempts: 10, createdAt: '2026-11-24T08:01:00.000Z' },
  ],
};
const healthy: PortalHealth = { status: 'ok', checks: { database: { status: 'up' }, redis: { status: 'up' }, smtp: { status: 'up' }, worker: { status: 'up', detail: '1 worker alive' } } };

function open(over: Record<string, unknown> = {}) {
  const dataProvider = {
    getJobs: vi.fn(async () => ({ data: overview })),
    getHealth: vi.fn(async () => ({ data: healthy })),
    retryJob: vi.fn(async () => ({ data: { ...overview.jobs[0], state: 'waiting' } })),
    ...over,
  };
  renderAdmin(<JobsPage />, { i18nProvider, methods: dataProvider, path: '/jobs' });
  return dataProvider;
}

describe('jobs page', () => {
  it('lists failed and waiting jobs with their counts, and retries a failed one', async () => {
    const dataProvider = open();
    const failedRow = (await screen.findByText('mail to bob@example.com: Tool approved')).closest('tr')!;
    expect(within(failedRow).getByText('Failed')).toBeInTheDocument();
    expect(within(failedRow).getByText('451 Temporary failure')).toBeInTheDocument();
    expect(within(failedRow).getByText('10 of 10')).toBeInTheDocument();
    const waitingRow = screen.getByText('mail to eve@example.com: New request').closest('tr')!;
    expect(within(waitingRow).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText(/1 failed, 1 waiting, 0 waiting for a retry, 0 running/)).toBeInTheDocument();
    expect(await screen.findByText('Every part of the portal works.')).toBeInTheDocument();

    await userEvent.click(within(failedRow).getByRole('button', { name: 'Retry job 17' }));
    await waitFor(() => expect(dataProvider.retryJob).toHaveBeenCalledWith(overview.jobs[0]));
    expect(await screen.findByText('The job will run again.')).toBeInTheDocument();
  });

  it('shows which part is down, with its cause', async () => {
    open({
      getHealth: vi.fn(async () => ({
        data: { status: 'degraded', checks: { ...healthy.checks, redis: { status: 'down', error: 'Redis lost its data at 2026-11-24T08:00:00.000Z' } } },
      })),
    });
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Some parts of the portal do not work.');
    expect(notice).toHaveTextContent('Queue (Redis): Redis lost its data at 2026-11-24T08:00:00.000Z');
  });

  it('says when nothing waits', async () => {
    open({ getJobs: vi.fn(async () => ({ data: { queues: overview.queues, jobs: [] } })) });
    expect(await screen.findByText('No failed or waiting job.')).toBeInTheDocument();
  });

  it('tells the administrator when the database is unavailable for a retry', async () => {
    open({
      retryJob: vi.fn(async () => {
        throw new HttpError('The service is temporarily unavailable', 503, { error: { message: 'The service is temporarily unavailable', code: 'service_unavailable' } });
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Retry job 17' }));
    expect(await screen.findByText('The service is briefly unavailable: nothing was saved. Try again in a few seconds.')).toBeInTheDocument();
  });
});
