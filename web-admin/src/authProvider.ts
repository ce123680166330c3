import type { AuthProvider } from 'react-admin';
import { callerOf, mayOpenResource, type Caller, type CurrentUser } from '@contracts';
import { API_ROOT, httpClient } from './httpClient';
import { ADMIN_BASENAME, FRONT_PAGES, currentAdminPath, leaveAdmin } from './navigation';

/**
 * The role flags the back-office screens and menu decide on (spec section 6), and the caller the
 * shared rules take (src/contracts: the permission matrix, who may edit, the visibility choices).
 */
export interface AdminPermissions {
  isAdministrator: boolean;
  isSubAdmin: boolean;
  hasValidationsAccess: boolean;
  caller: Caller;
}

const NO_PERMISSIONS: AdminPermissions = {
  isAdministrator: false,
  isSubAdmin: false,
  hasValidationsAccess: false,
  caller: { userId: null, roles: [], subsidiaryId: null },
};

/** What `GET getOneUser` told us about the person in front of the screen. */
type Session =
  | { kind: 'admitted'; user: CurrentUser }
  /** No back-office role: admitted to the access requests they approve only (the approvers' mails link there). */
  | { kind: 'approver'; user: CurrentUser }
  | { kind: 'unknown-user' }
  | { kind: 'signed-out' };

/** The roles are the server's (`rolesOf`): a sub-administrator without a subsidiary is none. */
export function permissionsOf(user: CurrentUser): AdminPermissions {
  const caller = callerOf(user);
  return {
    isAdministrator: caller.roles.includes('administrator'),
    isSubAdmin: caller.roles.includes('sub_admin'),
    hasValidationsAccess: caller.roles.includes('validator'),
    caller,
  };
}

function toSession(user: CurrentUser | null): Session {
  if (!user || user.account_disabled) return { kind: 'unknown-user' };
  const p = permissionsOf(user);
  const admitted = p.isAdministrator || p.isSubAdmin || p.hasValidationsAccess;
  return admitted ? { kind: 'admitted', user } : { kind: 'approver', user };
}

/** The Approvals page's access requests tab, where an approval mail's link leads. */
function onAccessRequestsTab(): boolean {
  const { pathname, search } = window.location;
  return pathname.replace(/\/$/, '') === `${ADMIN_BASENAME}/validations` && new URLSearchParams(search).get('tab') === 'access';
}

/** A rejection react-admin reads as "already handled": no notice, no logout, no redirect of its own. */
const HANDLED = { redirectTo: false, logoutUser: false, message: false } as const;

/**
 * Identity and roles come from `GET getOneUser`, asked once per page load: the session cookie is
 * shared with the front, so a change of role or session shows up on the next page load.
 * Signing in happens at the single sign-on provider; there is no login form here.
 */
export function createAuthProvider() {
  let session: Promise<Session> | undefined;
  let leaving = false;

  function loadSession(): Promise<Session> {
    session ??= httpClient(`${API_ROOT}/getOneUser`).then(
      ({ json }) => toSession((json ?? null) as CurrentUser | null),
      (error: { status?: number }) => {
        if (error?.status === 401) return { kind: 'signed-out' } as const;
        session = undefined; // a network or server failure is worth asking again
        throw error;
      },
    );
    return session;
  }

  function leave(url: string): void {
    if (leaving) return; // several hooks check auth at once; navigate only once
    leaving = true;
    leaveAdmin(url);
  }

  async function sendToSignIn(): Promise<void> {
    if (leaving) return;
    const returnTo = encodeURIComponent(currentAdminPath());
    const { json } = await httpClient(`${API_ROOT}/login?returnTo=${returnTo}`);
    leave((json as { url: string }).url);
  }

  async function sendAway(current: Session): Promise<void> {
    if (current.kind === 'signed-out') await sendToSignIn();
    else if (current.kind === 'unknown-user') leave(FRONT_PAGES.unknownUser);
    else if (current.kind === 'approver') leave(FRONT_PAGES.forbidden);
  }

  async function permissions(): Promise<AdminPermissions> {
    const current = await loadSession();
    return current.kind === 'admitted' || current.kind === 'approver' ? permissionsOf(current.user) : NO_PERMISSIONS;
  }

  return {
    /**
     * Asks for the person as the page loads, before React and the translations are ready: the call
     * runs alongside the page's code and the list's calls instead of ahead of them. Its failure is
     * left for checkAuth to handle.
     */
    warmUp(): void {
      loadSession().catch(() => undefined);
    },

    async login() {
      await sendToSignIn();
    },

    async checkAuth() {
      const current = await loadSession();
      if (current.kind === 'admitted' || (current.kind === 'approver' && onAccessRequestsTab())) return;
      await sendAway(current);
      throw HANDLED;
    },

    async checkError(error: { status?: number }) {
      // The session ended while the page was open: sign in again and come back here.
      if (error?.status === 401) {
        session = Promise.resolve({ kind: 'signed-out' });
        await sendToSignIn();
        throw HANDLED;
      }
      // 403 and 500 were already sent to the front's error pages by the http client.
    },

    async getIdentity() {
      const current = await loadSession();
      if (current.kind !== 'admitted' && current.kind !== 'approver') throw new Error('Not signed in to the back-office');
      const { _id, fullname, subsidiary } = current.user;
      return { id: _id, fullName: fullname, subsidiary };
    },

    getPermissions: permissions,

    // Which pages each role may open: the server's permission matrix (anything not listed is for administrators).
    async canAccess({ resource, action }) {
      return mayOpenResource((await permissions()).caller.roles, resource, action);
    },

    async logout() {
      const current = session ? await session.catch(() => undefined) : undefined;
      // react-admin also logs out after a failed checkAuth; that case was handled there.
      const inside = current?.kind === 'admitted' || (current?.kind === 'approver' && onAccessRequestsTab());
      if (!inside || leaving) return false;
      // A POST carrying the CSRF token: the server ends the session for good, on every instance.
      const { json } = await httpClient(`${API_ROOT}/logout`, { method: 'POST' });
      leave((json as { url?: string } | null)?.url || FRONT_PAGES.home);
      return false;
    },
  } satisfies AuthProvider;
}

export const authProvider = createAuthProvider();
