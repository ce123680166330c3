import { Command } from '@nestjs/cqrs';

/** Spec: PUT updateBookmarkedApps with _id and bookmarks. Saves the caller's ordered list. */
export class UpdateBookmarksCommand extends Command<{ bookmarks: string[] }> {
  constructor(
    readonly callerId: string,
    readonly targetId: unknown,
    readonly bookmarks: unknown,
  ) {
    super();
  }
}
