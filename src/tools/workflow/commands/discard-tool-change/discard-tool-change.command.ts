/**
 * Drops the change a tool waits for: the flag is cleared and an unpublished creation is removed; the live
 * content stays. Sent by approvals when an administrator rejects, and by the worker's relay to finish a
 * reject a crash cut short (`validationId` the rejected request, `cause` the ValidationRejected outbox
 * event); and by the reconciler for a flag or a creation left without a request: then `validationId` is
 * the request the flag named when it looked (null for none), and nothing happens if the tool has moved on.
 */
export class DiscardToolChangeCommand {
  constructor(
    readonly toolId: string,
    readonly validationId: string | null,
    readonly cause: object | null = null,
  ) {}
}
