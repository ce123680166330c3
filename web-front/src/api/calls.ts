import type { CurrentUser, PublicConfig } from '@contracts';
import { apiRequest } from './client';

/** The current user; `null` when signed in but missing from the directory; 401 without a session. */
export function getOneUser(): Promise<CurrentUser | null> {
  return apiRequest<CurrentUser | null>('GET', 'getOneUser');
}

export interface LoginAnswer {
  url?: string;
}

/**
 * Asks where the single sign-on lives; the server brings the browser back to `returnTo`.
 * Every failure here means "the portal is unavailable", so the 500 page is not wanted.
 */
export function login(returnTo: string): Promise<LoginAnswer> {
  return apiRequest<LoginAnswer>('GET', `login?returnTo=${encodeURIComponent(returnTo)}`, { globalFailures: false });
}

export function getConfig(): Promise<PublicConfig> {
  return apiRequest<PublicConfig>('GET', 'config');
}
