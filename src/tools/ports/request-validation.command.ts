import type { Person, ToolRef } from '../events/tool-parties';

/**
 * Opens the request for an administrator's approval of a creation or an edit, under the id the tool
 * already names. Handled by `approvals`. Sent by CreateTool / EditTool (and by approvals' saga when the
 * worker's relay publishes ToolSubmitted / ToolEdited again); `cause` is that event, marked done in the
 * outbox once the request and its ValidationRequested are stored.
 */
export class RequestValidationCommand {
  constructor(
    readonly validationId: string,
    readonly tool: ToolRef,
    readonly kind: 'creation' | 'edition',
    readonly changed: Record<string, unknown>,
    readonly editor: Person,
    readonly cause: object | null = null,
  ) {}
}
