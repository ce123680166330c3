import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, type I18nProvider } from 'react-admin';
import { renderAdmin, englishI18n } from '../test/adminTestKit';
import { leaveAdmin } from '../navigation';
import { BackToPortalButton, NAV_ADMIN_WAIT_MS } from './BackToPortalButton';

vi.mock('../navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../navigation')>()),
  leaveAdmin: vi.fn(),
}));

let i18nProvider: I18nProvider;

beforeAll(async () => {
  i18nProvider = await englishI18n();
});

afterEach(() => {
  vi.mocked(leaveAdmin).mockReset();
  vi.useRealTimers();
});

function showButton(announceAreaSwitch: () => Promise<void>) {
  const methods = { announceAreaSwitch: vi.fn(announceAreaSwitch) };
  renderAdmin(<BackToPortalButton />, { methods, i18nProvider });
  return methods.announceAreaSwitch;
}

describe('the way back to the portal', () => {
  it('is a link to the front that announces the switch with navAdmin before leaving', async () => {
    let answer!: () => void;
    const announce = showButton(() => new Promise<void>((resolve) => (answer = resolve)));
    const link = screen.getByRole('link', { name: 'Back to the portal' });
    expect(link).toHaveAttribute('href', '/');

    await userEvent.click(link);
    expect(announce).toHaveBeenCalledTimes(1);
    // Not before the server has acknowledged it: leaving would cancel the call.
    expect(leaveAdmin).not.toHaveBeenCalled();
    answer();
    await waitFor(() => expect(leaveAdmin).toHaveBeenCalledWith('/'));
  });

  it('still leaves when navAdmin fails or takes too long', async () => {
    showButton(() => Promise.reject(new HttpError('unreachable', 502)));
    await userEvent.click(screen.getByRole('link', { name: 'Back to the portal' }));
    await waitFor(() => expect(leaveAdmin).toHaveBeenCalledWith('/'));

    vi.mocked(leaveAdmin).mockReset();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    showButton(() => new Promise<void>(() => undefined));
    await userEvent.click(screen.getAllByRole('link', { name: 'Back to the portal' })[1]);
    expect(leaveAdmin).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(NAV_ADMIN_WAIT_MS);
    await waitFor(() => expect(leaveAdmin).toHaveBeenCalledWith('/'));
  });

  it('does not go home when a 500 already sent the browser to the error page', async () => {
    showButton(() => Promise.reject(new HttpError('server error', 500)));
    await userEvent.click(screen.getByRole('link', { name: 'Back to the portal' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(leaveAdmin).not.toHaveBeenCalled();
  });
});
