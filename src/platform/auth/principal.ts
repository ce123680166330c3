import type { Request } from 'express';
import type { Role } from '../../contracts/permissions';
import type { ActiveSession } from '../sessions/session-store';
import type { ApiTokenPrincipal } from './bearer-route';

export type { Role };

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
  /**
   * The person's directory id (`hermes_id`) and groups as stored, so the reads that depend on them (the
   * wall, a tool's visibility) need not ask again. Absent from a principal cached before they were added.
   */
  directoryId?: string;
  groups?: readonly string[];
}

/**
 * `sessionId`: what the cookie carried; `session`: what Redis holds under it (set by the access guard);
 * `apiToken`: the program's token a bearer route was called with (set by the token guard).
 */
export type AuthenticatedRequest = Request & { sessionId?: string; session?: ActiveSession | null; principal?: Principal; apiToken?: ApiTokenPrincipal };

/** Implemented by the directory module: turns a login id into a principal. */
export abstract class PrincipalLoader {
  abstract load(loginId: string): Promise<Principal>;
}
