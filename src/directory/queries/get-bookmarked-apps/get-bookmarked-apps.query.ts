import { Query } from '@nestjs/cqrs';
import type { ToolCard } from '../../../contracts/wire/entities';

/** The bookmarked tools of a user, in the saved order (spec: GET getBookmarkedApps[/{userId}]). */
export class GetBookmarkedAppsQuery extends Query<ToolCard[]> {
  constructor(readonly userId: string) {
    super();
  }
}
