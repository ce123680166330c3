/**
 * These people were marked deleted (or disabled) by the directory import: whatever they hold
 * (sessions, cached principals) must go. Raised in the worker after each written batch, so one
 * import of many people raises several; the ids are users' `_id`s as strings.
 */
export class UsersDeactivatedEvent {
  constructor(
    readonly userIds: string[],
    /** The import job that wrote it. */
    readonly jobId: string,
  ) {}
}
