import { Outbox } from '../../../platform/outbox/outbox';
import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { Types } from 'mongoose';
import { FindSubsidiaryQuery } from '../../ports/find-subsidiary.query';
import { FindVisibleToolsQuery } from '../../ports/find-visible-tools.query';
import { InvalidField, InvalidId, UserNotFound } from '../../directory.errors';
import { UserUpdatedByAdminEvent } from '../../events/user-updated-by-admin.event';
import { DirectoryCache } from '../../directory-cache';
import { IndexRefresh } from '../../search/index-refresh';
import { viewerOf } from '../../viewer-of';
import { UpdateUserByIdCommand } from './update-user-by-id.command';
import { readUserChanges } from './user-changes';
import { DirectoryStore } from '../../directory-models';

@CommandHandler(UpdateUserByIdCommand)
export class UpdateUserByIdHandler implements ICommandHandler<UpdateUserByIdCommand> {
  constructor(
    private readonly outbox: Outbox,
    private readonly store: DirectoryStore,
    private readonly queries: QueryBus,
    private readonly cache: DirectoryCache,
    private readonly index: IndexRefresh,
  ) {}

  async execute({ actor, userId, body }: UpdateUserByIdCommand): Promise<void> {
    if (typeof userId !== 'string' || !Types.ObjectId.isValid(userId)) throw new InvalidId('_id');
    const changes = readUserChanges(body ?? {});
    const user = await this.store.users.findOne({ _id: userId, deleted: { $ne: true } }).lean();
    if (!user) throw new UserNotFound();

    const set: Record<string, unknown> = {};
    let subsidiary = user.subsidiary;
    if (changes.subsidiaryId !== undefined) {
      const found = changes.subsidiaryId ? await this.queries.execute(new FindSubsidiaryQuery(changes.subsidiaryId)) : null;
      if (changes.subsidiaryId && !found) throw new InvalidField('subsidiary', 'Unknown subsidiary.');
      subsidiary = found ? { _id: found._id, name: found.name } : null;
      set.subsidiary = subsidiary;
    }
    if ((changes.is_sub_admin ?? user.is_sub_admin) && !subsidiary) {
      throw new InvalidField('is_sub_admin', 'A sub-administrator needs a subsidiary.');
    }
    if (changes.language !== undefined) set.language = changes.language;
    if (changes.is_administrator !== undefined) set.is_administrator = changes.is_administrator;
    if (changes.is_sub_admin !== undefined) set.is_sub_admin = changes.is_sub_admin;
    if (changes.validations !== undefined) set['has_access.validations'] = changes.validations;
    if (changes.bookmarks !== undefined) {
      const visible = await this.queries.execute(new FindVisibleToolsQuery(viewerOf({ ...user, subsidiary }), changes.bookmarks));
      const ids = new Set(visible.map((tool) => String(tool._id)));
      set.bookmarks = changes.bookmarks.filter((id) => ids.has(id)).map((id) => new Types.ObjectId(id));
    }
    if (changes.has_default_bookmarks !== undefined) {
      set.has_default_bookmarks = changes.has_default_bookmarks;
      // Back-office spec section 4: switching the default-tools flag off clears the list.
      if (!changes.has_default_bookmarks) set.bookmarks = [];
    }
    if (Object.keys(set).length === 0) return;

    await this.store.users.updateOne({ _id: userId }, { $set: set });
    await this.index.afterWrite([String(userId)]);
    // Roles, language and subsidiary live in the cached principal and wall viewer of every instance.
    await this.cache.invalidateUsers([userId], [user.id_portal]);
    const fields = Object.keys(changes).map((field) => (field === 'subsidiaryId' ? 'subsidiary' : field));
    await this.outbox.publish(new UserUpdatedByAdminEvent(actor, { userId, fullname: user.fullname }, fields));
  }
}
