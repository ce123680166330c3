import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { ToolCard } from '../../../contracts/wire/entities';
import { FindVisibleToolsQuery } from '../../ports/find-visible-tools.query';
import { UserNotFound } from '../../directory.errors';
import { viewerOf } from '../../viewer-of';
import { GetBookmarkedAppsQuery } from './get-bookmarked-apps.query';
import { DirectoryStore } from '../../directory-models';
import { PendingMemberships } from '../../pending-memberships';

@QueryHandler(GetBookmarkedAppsQuery)
export class GetBookmarkedAppsHandler implements IQueryHandler<GetBookmarkedAppsQuery> {
  constructor(
    private readonly store: DirectoryStore,
    private readonly queries: QueryBus,
    private readonly pending: PendingMemberships,
  ) {}

  async execute({ userId }: GetBookmarkedAppsQuery): Promise<ToolCard[]> {
    // A pure `_id` filter (FerretDB scans the people for any other, `_id` plus `deleted` included); deletion checked here.
    const user = await this.store.users.findById(userId, { bookmarks: 1, services: 1, subsidiary: 1, deleted: 1 }).lean();
    if (!user || user.deleted) throw new UserNotFound();
    // A bookmark of a tool that was since deleted or hidden from this person is left out, not an error.
    const viewer = viewerOf({ ...user, services: await this.pending.over(userId, user.services) });
    const tools = await this.queries.execute(new FindVisibleToolsQuery(viewer, user.bookmarks.map(String)));
    const byId = new Map(tools.map((tool) => [tool._id, tool]));
    return user.bookmarks.map(String).flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  }
}
