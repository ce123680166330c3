/** Handled by `approvals`. The tools are deleted: their waiting requests are withdrawn. Idempotent. */
export class WithdrawToolRequestsCommand {
  constructor(readonly toolIds: readonly string[]) {}
}
