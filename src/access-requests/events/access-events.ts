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

/** The key of a fact of a grant at one end (`ending`, `ended`): an extended grant's end is a new fact, with its own mail and line. */
export const grantFactKey = (grantId: string, endsAt: Date, fact: string) => `access-grant.${grantId}.${endsAt.getTime()}.${fact}`;

/**
 * A grant ended: its holder left the tool's viewers (unless they were a viewer by hand as well). Staged one
 * a grant by earlier versions of the expiry job (the relay may still deliver one); it stages AccessGrantsEnded.
 */
@DurableEvent('access-requests.AccessGrantEnded')
export class AccessGrantEndedEvent {
  constructor(
    readonly grantId: string,
    readonly tool: ToolRef,
    readonly holder: Person,
    readonly endsAt: string,
  ) {}
}

/** One grant of AccessGrantsEnded. */
export interface EndedGrant {
  grantId: string;
  tool: ToolRef;
  holder: Person;
  /** ISO. */
  endsAt: string;
}

/**
 * Grants ended by one batch of the expiry job: one outbox entry for the batch, one activity line a grant,
 * keyed by the grant and its end (`grantFactKey`), so a batch staged again, or a grant in two batches (a pass
 * cut short), writes each line once.
 */
@DurableEvent('access-requests.AccessGrantsEnded')
export class AccessGrantsEndedEvent {
  constructor(readonly grants: EndedGrant[]) {}
}

export const ACCESS_MAIL_EVENTS = [AccessRequestedEvent, AccessRequestDecidedEvent, AccessRequestWithdrawnEvent, AccessGrantEndingEvent] as const;
