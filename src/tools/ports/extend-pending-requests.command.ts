/** Handled by `approvals`. A bulk edit added managers and viewers to these tools: their waiting requests propose them too. */
export class ExtendPendingRequestsCommand {
  constructor(
    readonly toolIds: readonly string[],
    readonly additions: { managers: readonly string[]; users: readonly string[] },
  ) {}
}
