import type { Person, ToolRef } from '../../../events/tool-parties';

/** Finishes the tool's deletion recorded under this intent key (a crash cut it short). Idempotent. */
export class FinishToolDeletionCommand {
  constructor(readonly intentKey: string) {}
}

/** The deletion finished, for the repair's log line; null when it was finished meanwhile. */
export type FinishedToolDeletion = { tool: ToolRef; by: Person } | null;
