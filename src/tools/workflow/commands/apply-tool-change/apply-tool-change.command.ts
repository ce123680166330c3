/**
 * Applies an accepted request's content to the live tool (a creation goes live). Sent by the saga on
 * ValidationAccepted; `cause` is that event, marked done in the outbox once the tool is written.
 */
export class ApplyToolChangeCommand {
  constructor(
    readonly toolId: string,
    readonly validationId: string,
    readonly cause: object | null = null,
  ) {}
}
