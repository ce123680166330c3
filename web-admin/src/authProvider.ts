import type { AuthProvider } from 'react-admin';
import type { CurrentUser } from '@contracts';
import { API_ROOT, httpClient } from './httpClient';
import { FRONT_PAGES, currentAdminPath, leaveAdmin } from './navigation';

/** The role flags the back-office screens and menu decide on (spec section 6). */
export interface AdminPermissions {
  isAdministrator: boolean;
  isSubAdmin: boolean;
  hasValidationsAccess: boolean;
}

const NO_PERMISSIONS: AdminPermissions = {
  isAdministrator: false,
  isSubAdmin: false,
  hasValidationsAccess: false,
};

/** What `GET getOneUser` told us about the person in front of the screen. */
type Session =
  | { kind: 'admitted'; user: CurrentUser }
  | { kind: 'forbidden'; user: CurrentUser }
  | { kind: 'unknown-user' }
  | { kind: 'signed-out' };

type AccessRule = (permissions: AdminPermissions, action?: string) => boolean;

const administratorsOnly: AccessRule = (p) => p.isAdministrator;

/** Which resources and pages each role may open; anything not listed is for administrators. */
const ACCESS_RULES: Record<string, AccessRule> = {
  footer: administratorsOnly,
  tools: (p) => p.isAdministrator || p.isSubAdmin,
  // Sub-administrators see the usage of their subsidiary's tools (the server narrows).
  usage: (p) => p.isAdministrator || p.isSubAdmin,
  // Designated extra validators reach the approvals list too; the server answers what each may see.
  validations: (p) => p.isAdministrator || p.hasValidationsAccess,
  // Sub-administrators manage their subsidiary's default tools; deleting one is for administrators (spec section 2).
  default_tools: (p, action) => p.isAdministrator || (p.isSubAdmin && action !== 'delete'),
};

export function permissionsOf(user: CurrentUser): AdminPermissions {
  return {
    isAdministrator: user.is_administrator === true,
    isSubAdmin: user.is_sub_admin === true,
    hasValidationsAccess: user.has_access?.validations === true,
  };
}

function toSession(user: CurrentUser | null): Session {
  if (!user || user.account_disabled) return { kind: 'unknown-user' };
  const p = permissionsOf(user);
  const admitted = p.isAdministrator || p.isSubAdmin || p.hasValidationsAccess;
  return admitted ? { kind: 'admitted', user } : { kind: 'forbidden', user };
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
    else if (current.kind === 'forbidden') leave(FRONT_PAGES.forbidden);
  }

  async function permissions(): Promise<AdminPermissions> {
    const current = await loadSession();
    return current.kind === 'admitted' ? permissionsOf(current.user) : NO_PERMISSIONS;
  }

  return {
    async login() {
      await sendToSignIn();
    },

    async checkAuth() {
      const current = await loadSession();
      if (current.kind === 'admitted') return;
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
      if (current.kind !== 'admitted') throw new Error('Not signed in to the back-office');
      const { _id, fullname, subsidiary } = current.user;
      return { id: _id, fullName: fullname, subsidiary };
    },

    getPermissions: permissions,

    async canAccess({ resource, action }) {
      const rule = ACCESS_RULES[resource] ?? administratorsOnly;
      return rule(await permissions(), action);
    },

    async logout() {
      const current = session ? await session.catch(() => undefined) : undefined;
      // react-admin also logs out after a failed checkAuth; that case was handled there.
      if (current?.kind !== 'admitted' || leaving) return false;
      // A POST carrying the CSRF token: the server ends the session for good, on every instance.
      const { json } = await httpClient(`${API_ROOT}/logout`, { method: 'POST' });
      leave((json as { url?: string } | null)?.url || FRONT_PAGES.home);
      return false;
    },
  } satisfies AuthProvider;
}

export const authProvider = createAuthProvider();
