import type { Request } from 'express';

/** The roles of the permission matrix (issue: identity and access). */
export type Role = 'administrator' | 'sub_admin' | 'validator' | 'user';

/** Who is calling, resolved once per request from the session and the directory. */
export interface Principal {
  loginId: string;
  /** Directory user id; null when the signed-in person is not in the directory. */
  userId: string | null;
  registered: boolean;
  disabled: boolean;
  roles: Role[];
  subsidiaryId: string | null;
  fullname: string;
  language: string;
}

/** What the signed session cookie holds: nothing but who signed in and the provider's token hint. */
export interface SessionData {
  user?: { loginId: string; idToken?: string; signedInAt: number };
  oidc?: { state: string; nonce: string; verifier: string; returnTo: string; startedAt: number };
}

export type AuthenticatedRequest = Request & { session: SessionData | null; principal?: Principal };

/** Implemented by the directory module: turns a login id into a principal. */
export abstract class PrincipalLoader {
  abstract load(loginId: string): Promise<Principal>;
}
