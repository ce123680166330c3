/** The workflow state of these tools (all tools when `toolIds` is null), for approvals and its reconciler. */
export class ListToolStatesQuery {
  constructor(readonly toolIds: readonly string[] | null = null) {}
}
