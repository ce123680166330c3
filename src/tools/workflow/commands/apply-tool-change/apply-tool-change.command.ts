/**
 * Applies an accepted request's content to the live tool (a creation goes live). Sent by approvals when an
 * administrator accepts (and by the worker's relay and reconciler to finish an accept a crash cut short);
 * `changed` is the accepted content, `cause` the ValidationAccepted outbox event, marked done once the tool
 * is written.
 */
export class ApplyToolChangeCommand {
  constructor(
    readonly toolId: string,
    readonly validationId: string,
    readonly kind: 'creation' | 'edition',
    readonly changed: Record<string, unknown>,
    readonly cause: object | null = null,
  ) {}
}
