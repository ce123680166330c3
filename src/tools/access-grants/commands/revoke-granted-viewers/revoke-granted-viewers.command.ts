import { Command } from '@nestjs/cqrs';

/** Takes people out of a tool's viewers, only those who are there by a grant (never a viewer added by hand). Answers how many left. Idempotent. */
export class RevokeGrantedViewersCommand extends Command<number> {
  constructor(
    readonly toolId: string,
    readonly userIds: string[],
  ) {
    super();
  }
}
