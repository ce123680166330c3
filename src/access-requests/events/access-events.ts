import type { AccessRequestState } from '../../contracts';
import type { MailMessage } from '../../mail/mail.public';
import { DurableEvent } from '../../platform/outbox/durable-event';
import type { Person, ToolRef } from '../../tools/tools.public';

/**
 * The facts of access requests. Each is staged in the outbox with the change it describes and carries
 * what its reactions need (the mails already rendered in each recipient's language, the log's words).
 */
@DurableEvent('access-requests.AccessRequested')
export class AccessRequestedEvent {
  constructor(
    readonly requestId: string,
    readonly tool: ToolRef,
    readonly requester: Person,
    readonly mails: MailMessage[],
  ) {}
}

/** A request approved or refused, or an administrator's direct grant (`direct`). A grant is applied by the `access-grant` reaction. */
@DurableEvent('access-requests.AccessRequestDecided')
export class AccessRequestDecidedEvent {
  constructor(
    readonly requestId: string,
    readonly tool: ToolRef,
    readonly requester: Person,
    readonly decision: Extract<AccessRequestState, 'granted' | 'refused'>,
    readonly by: Person,
    readonly reason: string | null,
    /** ISO; null when unlimited or refused. */
    readonly endsAt: string | null,
    readonly direct: boolean,
    readonly mails: MailMessage[],
  ) {}
}

/** A waiting request withdrawn by its requester, or because its tool stopped being requestable or was deleted. */
@DurableEvent('access-requests.AccessRequestWithdrawn')
export class AccessRequestWithdrawnEvent {
  constructor(
    readonly requestId: string,
    readonly tool: ToolRef,
    readonly requester: Person,
    readonly cause: 'requester' | 'not-requestable' | 'tool-deleted',
    readonly mails: MailMessage[],
  ) {}
}

/** A grant's holder warned, seven days before its end. */
@DurableEvent('access-requests.AccessGrantEnding')
export class AccessGrantEndingEvent {
  constructor(
    readonly grantId: string,
    readonly tool: ToolRef,
    readonly holder: Person,
    readonly endsAt: string,
    readonly mails: MailMessage[],
  ) {}
}

/** A grant ended: its holder left the tool's viewers (unless they were a viewer by hand as well). */
@DurableEvent('access-requests.AccessGrantEnded')
export class AccessGrantEndedEvent {
  constructor(
    readonly grantId: string,
    readonly tool: ToolRef,
    readonly holder: Person,
    readonly endsAt: string,
  ) {}
}

export const ACCESS_MAIL_EVENTS = [AccessRequestedEvent, AccessRequestDecidedEvent, AccessRequestWithdrawnEvent, AccessGrantEndingEvent] as const;
