import { describe, expect, it } from 'vitest';
import { aUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { isSignedInPage } from '@/app/router';
import { askCurrentUserEarly, firstCurrentUserAnswer } from './early-user';

describe('the start-up call asked early', () => {
  it('is used once: the next start-up asks the server again', async () => {
    const fetchMock = mockApi({ getOneUser: { body: aUser({ firstname: 'Jeanne' }) } });
    askCurrentUserEarly();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((await firstCurrentUserAnswer())?.firstname).toBe('Jeanne');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await firstCurrentUserAnswer();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('is asked again the usual way when it failed, so the usual error handling applies', async () => {
    const fetchMock = mockApi({ getOneUser: 'network-error' });
    askCurrentUserEarly();
    await expect(firstCurrentUserAnswer()).rejects.toMatchObject({ status: 0 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('is asked only on the signed-in pages, never on an error page', () => {
    expect(['/', '/infos-tool/abc/wall', '/user/u1', '/login/u1', '/add-tool'].every(isSignedInPage)).toBe(true);
    expect(['/error-user', '/error-unavailable', '/no-such-page'].some(isSignedInPage)).toBe(false);
  });
});
