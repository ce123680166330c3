import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { Types } from 'mongoose';
import { PermissionDenied } from '../../../platform/http/domain.error';
import { FindVisibleToolsQuery } from '../../ports/find-visible-tools.query';
import { InvalidField, UserNotFound } from '../../directory.errors';
import { IndexRefresh } from '../../search/index-refresh';
import { viewerOf } from '../../viewer-of';
import { cleanBookmarkIds } from './bookmark-list';
import { UpdateBookmarksCommand } from './update-bookmarks.command';
import { DirectoryStore } from '../../directory-models';
import { PendingMemberships } from '../../pending-memberships';

@CommandHandler(UpdateBookmarksCommand)
export class UpdateBookmarksHandler implements ICommandHandler<UpdateBookmarksCommand> {
  constructor(
    private readonly store: DirectoryStore,
    private readonly queries: QueryBus,
    private readonly index: IndexRefresh,
    private readonly pending: PendingMemberships,
  ) {}

  async execute({ callerId, targetId, bookmarks }: UpdateBookmarksCommand): Promise<{ bookmarks: string[] }> {
    // A person writes only their own list, whatever _id the body carries.
    if (targetId !== undefined && targetId !== null && String(targetId) !== callerId) throw new PermissionDenied();
    if (!Array.isArray(bookmarks)) throw new InvalidField('bookmarks', 'The bookmarks must be a list of tool ids.');

    const user = await this.store.users.findOne({ _id: callerId, deleted: { $ne: true } }, { services: 1, subsidiary: 1 }).lean();
    if (!user) throw new UserNotFound();
    const wanted = cleanBookmarkIds(bookmarks);
    // Ids of tools this person cannot see (or that do not exist) are dropped silently.
    const viewer = viewerOf({ ...user, services: await this.pending.over(callerId, user.services) });
    const visible = await this.queries.execute(new FindVisibleToolsQuery(viewer, wanted));
    const visibleIds = new Set(visible.map((tool) => String(tool._id)));
    const saved = wanted.filter((id) => visibleIds.has(id));

    await this.store.users.updateOne({ _id: callerId }, { $set: { bookmarks: saved.map((id) => new Types.ObjectId(id)) } });
    // The write moves the person's last update, a column of the users table (read from the index).
    await this.index.afterWrite([callerId]);
    return { bookmarks: saved };
  }
}
