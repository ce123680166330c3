import { Command } from '@nestjs/cqrs';

/** What revoking did: how many left the viewers, and the tools not changed (their lock stayed taken, or was lost): try them later. */
export interface RevokedViewers {
  removed: number;
  notDone: string[];
}

/**
 * Takes people out of tools' viewers, only those who are there by a grant (never a viewer added by hand),
 * for many tools at once. Idempotent.
 */
export class RevokeGrantedViewersCommand extends Command<RevokedViewers> {
  constructor(readonly grants: readonly { toolId: string; userIds: readonly string[] }[]) {
    super();
  }
}
