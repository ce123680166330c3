import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/client';
import { useNotify } from './notifications-context';
import { NotificationsProvider } from './NotificationsProvider';

function Trigger({ error }: { error?: unknown }) {
  const notify = useNotify();
  return (
    <>
      <button onClick={() => notify.success('Bookmark added')}>succeed</button>
      <button onClick={() => notify.error(error)}>fail</button>
    </>
  );
}

describe('notifications', () => {
  it('shows a success toast that goes away after the confirmation delay', async () => {
    vi.useFakeTimers();
    render(
      <NotificationsProvider>
        <Trigger />
      </NotificationsProvider>,
    );

    act(() => screen.getByRole('button', { name: 'succeed' }).click());
    expect(screen.getByText('Bookmark added')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(3500));
    expect(screen.queryByText('Bookmark added')).not.toBeInTheDocument();
    vi.useRealTimers();
  });

  it('announces errors as alerts, translating a known error code', async () => {
    render(
      <NotificationsProvider>
        <Trigger error={new ApiError(403, 'permission_denied', 'permission_denied')} />
      </NotificationsProvider>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'fail' }));
    expect(screen.getByRole('alert')).toHaveTextContent('You do not have permission to do this.');
  });

  it('falls back to the generic notice for an error without a message', async () => {
    render(
      <NotificationsProvider>
        <Trigger error={undefined} />
      </NotificationsProvider>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'fail' }));
    expect(screen.getByRole('alert')).toHaveTextContent('An error has occurred');
  });

  it('can be dismissed with a labelled button', async () => {
    render(
      <NotificationsProvider>
        <Trigger />
      </NotificationsProvider>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'succeed' }));
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Bookmark added')).not.toBeInTheDocument();
  });
});
