import type { CurrentUser, Language, PublicConfig, ToolCard } from '@contracts';
import { apiRequest } from './client';
import type { ToolList, UserCategory } from './wall-types';

/** The current user; `null` when signed in but missing from the directory; 401 without a session. */
export function getOneUser(): Promise<CurrentUser | null> {
  return apiRequest<CurrentUser | null>('GET', 'getOneUser');
}

interface LoginAnswer {
  url?: string;
}

/**
 * Asks where the single sign-on lives; the server brings the browser back to `returnTo`.
 * Every failure here means "the portal is unavailable", so the 500 page is not wanted.
 */
export function login(returnTo: string): Promise<LoginAnswer> {
  return apiRequest<LoginAnswer>('GET', `login?returnTo=${encodeURIComponent(returnTo)}`, { globalFailures: false });
}

/**
 * Signs out: the server ends the session (a POST with the CSRF token) and answers where to go next,
 * the provider's end-session address or the home page.
 */
export function logout(): Promise<LoginAnswer> {
  return apiRequest<LoginAnswer>('POST', 'logout', { globalFailures: false });
}

export const CONFIG_PATH = 'config';

export function getConfig(): Promise<PublicConfig> {
  return apiRequest<PublicConfig>('GET', CONFIG_PATH);
}

/** The spec's servicesList: the user's groups joined by three underscores, URL-encoded. The server ignores it. */
function servicesListOf(services: readonly string[]): string {
  return encodeURIComponent(services.join('___'));
}

const LIST_FLAGS: Record<ToolList, string> = { wall: 'false/false', managed: 'true/false', subsidiary: 'false/true' };

/**
 * The wall, managed tools or subsidiary tools of a user (`userId`: hermes id or _id), new tools
 * first then by title in `language`. Only the wall sends servicesList, as the spec says.
 */
export function getApps(userId: string, list: ToolList, language: Language, services: readonly string[] = []): Promise<ToolCard[]> {
  const path = `getApps/null/${encodeURIComponent(userId)}/10/100/true/true/${LIST_FLAGS[list]}?lang=${language}`;
  return apiRequest<ToolCard[]>('POST', path, { body: list === 'wall' ? { servicesList: servicesListOf(services) } : {} });
}

/** The sidebar's entries with their counts: $all, $subsidiary (only with a subsidiary), $managed, then categories. */
export function getUserCategories(userId: string, language: Language, services: readonly string[] = []): Promise<UserCategory[]> {
  return apiRequest<UserCategory[]>('POST', `categories/for-user/${encodeURIComponent(userId)}?lang=${language}`, {
    body: { servicesList: servicesListOf(services) },
  });
}

export const BOOKMARKS_PATH = 'getBookmarkedApps';

export function getBookmarkedApps(): Promise<ToolCard[]> {
  return apiRequest<ToolCard[]>('GET', BOOKMARKS_PATH);
}

export function updateBookmarkedApps(userId: string, bookmarks: readonly string[]): Promise<unknown> {
  return apiRequest('PUT', 'updateBookmarkedApps', { body: { _id: userId, bookmarks } });
}

/** Spec section 7: fired when someone leaves the front for the back-office; the server only acknowledges it. */
export function navAdmin(): Promise<unknown> {
  return apiRequest('GET', 'navAdmin');
}
