import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { accountKindOf, CurrentUser, toLanguage } from '../../../contracts';
import { isInNetwork, parseNetworks } from '../../network/company-network';
import { GetDirectorySettingsQuery } from '../../ports/get-directory-settings.query';
import { GetCurrentUserQuery } from './get-current-user.query';
import { DirectoryStore } from '../../directory-models';
import { PendingMemberships } from '../../pending-memberships';

@QueryHandler(GetCurrentUserQuery)
export class GetCurrentUserHandler implements IQueryHandler<GetCurrentUserQuery> {
  constructor(
    private readonly store: DirectoryStore,
    private readonly queries: QueryBus,
    private readonly pending: PendingMemberships,
  ) {}

  async execute({ loginId, userId, clientAddress }: GetCurrentUserQuery): Promise<CurrentUser | null> {
    const [user, network] = await Promise.all([
      this.store.livePersonOfLogin(loginId, userId),
      this.queries.execute(new GetDirectorySettingsQuery()),
    ]);
    if (!user) return null;
    const id = String(user._id);
    // Every field of front spec section 3, null when the directory has no value (never left out).
    return {
      id,
      _id: id,
      id_portal: user.id_portal,
      account_kind: accountKindOf(user.id_portal),
      rgpd_id: user.rgpd_id ?? null,
      firstname: user.firstname,
      lastname: user.lastname,
      fullname: user.fullname,
      language: toLanguage(user.language),
      background: user.background,
      bookmarks: user.bookmarks.map(String),
      has_default_bookmarks: user.has_default_bookmarks,
      tour: user.tour,
      // With the groups of a change accepted and not yet written to them, as the wall counts them.
      services: await this.pending.over(id, user.services),
      subsidiary: user.subsidiary ? { _id: String(user.subsidiary._id), name: user.subsidiary.name } : null,
      mailDomain: user.mailDomain ?? null,
      company: user.company ?? null,
      division: user.division ?? null,
      is_administrator: user.is_administrator,
      is_sub_admin: user.is_sub_admin,
      has_access: { validations: !!user.has_access?.validations },
      account_disabled: user.account_disabled,
      error: null,
      is_in_hermes_network: isInNetwork(clientAddress, parseNetworks(network.hermes_network)),
      hermes_internal_websites: network.hermes_internal_websites ?? [],
      updated_time: user.updated_time?.toISOString() ?? null,
    };
  }
}
