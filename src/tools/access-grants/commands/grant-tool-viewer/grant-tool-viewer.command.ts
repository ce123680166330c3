import { Command } from '@nestjs/cqrs';

/** What granting did: `added` when the person became a viewer by this grant, `already` when they were one by hand. */
export type GrantOutcome = 'added' | 'already' | 'no-tool';

/** Makes a person a viewer of a tool by an access grant (marked granted, so that only a grant's end removes it). Idempotent. */
export class GrantToolViewerCommand extends Command<GrantOutcome> {
  constructor(
    readonly toolId: string,
    readonly userId: string,
  ) {
    super();
  }
}
