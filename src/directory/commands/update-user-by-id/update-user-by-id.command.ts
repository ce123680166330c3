import { Command } from '@nestjs/cqrs';

/**
 * Spec: PUT updateUserById (_id, bookmarks, default_tools, language) and the admin users form:
 * bookmarks, the default-tools flag (switching it off clears the list), language, roles, subsidiary.
 */
export class UpdateUserByIdCommand extends Command<void> {
  constructor(
    readonly actor: { userId: string; fullname: string },
    readonly userId: unknown,
    readonly body: Record<string, unknown>,
  ) {
    super();
  }
}
