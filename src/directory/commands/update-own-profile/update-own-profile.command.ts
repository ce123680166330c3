import { Command } from '@nestjs/cqrs';

/**
 * Spec: PUT updateUser with the whole user object. Only the caller's own background, tour flag and
 * language are taken from it; every other field (roles, bookmarks, another _id…) is ignored.
 */
export class UpdateOwnProfileCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly body: unknown,
  ) {
    super();
  }
}
