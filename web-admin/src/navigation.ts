/** The back-office is mounted under this path; every other path belongs to the employee front. */
export const ADMIN_BASENAME = '/admin';

/** The front's error pages: the back-office sends the browser there rather than drawing its own. */
export const FRONT_PAGES = {
  home: '/',
  forbidden: '/error-403',
  serverError: '/error-500',
  unknownUser: '/error-user',
} as const;

/**
 * Leaves the single-page app for a page it does not own (the front's error pages, the single
 * sign-on provider). Kept in one function so tests can replace it: jsdom cannot navigate.
 */
export function leaveAdmin(url: string): void {
  window.location.assign(url);
}

/** Where single sign-on should bring the user back to: the admin page being opened. */
export function currentAdminPath(): string {
  const { pathname, search } = window.location;
  return pathname.startsWith(ADMIN_BASENAME) ? `${pathname}${search}` : `${ADMIN_BASENAME}/`;
}
