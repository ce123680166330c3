import { Injectable } from '@nestjs/common';
import { rolesOf } from '../contracts/permissions';
import { Principal, PrincipalLoader } from '../platform/auth/principal';
import { isDatabaseUnavailable } from '../platform/database/database-unavailable';
import { DirectoryCache, type PrincipalGenerations } from './directory-cache';
import { PendingMemberships } from './pending-memberships';
import { User } from './user.schema';
import { DirectoryStore } from './directory-models';

const PRINCIPAL_FIELDS = {
  id_portal: 1, hermes_id: 1, fullname: 1, language: 1, account_disabled: 1, deleted: 1, is_administrator: 1, is_sub_admin: 1, has_access: 1, subsidiary: 1, services: 1,
} as const;

/**
 * Resolves who is calling, once per request: from the Redis cache (60 s, dropped by every write to
 * the user and by every group change accepted for them), else from the database, their groups with
 * the changes not yet written to them laid over (PendingMemberships). A miss reads the user by `_id` through the login map kept by
 * the directory index (cheap on FerretDB and MongoDB alike) and scans by login id only when the map
 * does not know the login. "Not registered" is cached too, for the same 60 s.
 */
@Injectable()
export class DirectoryPrincipalLoader extends PrincipalLoader {
  constructor(
    private readonly store: DirectoryStore,
    private readonly cache: DirectoryCache,
    private readonly pending: PendingMemberships,
  ) {
    super();
  }

  async load(loginId: string): Promise<Principal> {
    const cached = await this.cache.principal(loginId);
    if (cached) return cached;
    // Known down (the driver lost the server): do not wait for it to time out first.
    const known = this.store.users.db.readyState === 1 ? null : await this.cache.lastKnownPrincipal(loginId);
    if (known) return known;
    const mappedId = await this.cache.userIdOfLogin(loginId);
    // Read before the person: what is read is cached only if no write to them was invalidated meanwhile.
    const since = await this.cache.principalGenerations(loginId, mappedId);
    let user: Awaited<ReturnType<DirectoryPrincipalLoader['findUser']>>;
    try {
      user = await this.findUser(loginId, mappedId);
    } catch (error) {
      // The database does not answer: the last known principal keeps what is served from memory
      // (the wall, the directory search) working; anything needing the database still answers 503.
      const known = isDatabaseUnavailable(error) ? await this.cache.lastKnownPrincipal(loginId) : null;
      if (known) return known;
      throw error;
    }
    return this.remember(loginId, user, since);
  }

  /**
   * Caches the principal of a person just read from the database (null: not registered), e.g. by the
   * sign-in, so the first calls of a new session find it instead of each reading the person again; only
   * if `since` (the generations read before the person was) is unchanged.
   */
  async remember(loginId: string, user: PrincipalSource | null, since?: PrincipalGenerations): Promise<Principal> {
    // Groups joined or left by a change accepted and not yet written to the person (PendingMemberships).
    const principal = principalOf(loginId, user && { ...user, services: await this.pending.over(String(user._id), user.services) });
    await this.cache.rememberPrincipal(principal, since);
    return principal;
  }

  private async findUser(loginId: string, mappedId: string | null) {
    const user = await this.store.livePersonOfLogin(loginId, mappedId, PRINCIPAL_FIELDS);
    if (user && String(user._id) !== mappedId) await this.cache.rememberLogins([{ loginId, userId: String(user._id) }]);
    return user;
  }
}

export type PrincipalSource = Pick<User, 'hermes_id' | 'fullname' | 'language' | 'account_disabled' | 'is_administrator' | 'is_sub_admin' | 'has_access' | 'subsidiary' | 'services'> & {
  _id: unknown;
};

function principalOf(loginId: string, user: PrincipalSource | null): Principal {
  if (!user) {
    return { loginId, userId: null, registered: false, disabled: false, roles: [], subsidiaryId: null, fullname: loginId, language: 'en' };
  }
  return {
    loginId,
    userId: String(user._id),
    registered: true,
    disabled: !!user.account_disabled,
    roles: rolesOf(user),
    subsidiaryId: user.subsidiary ? String(user.subsidiary._id) : null,
    fullname: user.fullname,
    language: user.language,
    directoryId: user.hermes_id,
    groups: user.services ?? [],
  };
}
