import { DurableEvent } from '../../platform/outbox/durable-event';
import type { ToolRef } from '../events/validation-party';

export type InconsistencyKind =
  | 'decision-not-applied'
  | 'request-without-flag'
  | 'request-of-missing-tool'
  | 'second-request'
  | 'flag-without-request'
  | 'unpublished-creation-without-request'
  | 'deleted-category-still-referenced'
  | 'unfinished-tool-deletion'
  | 'unfinished-category-deletion';

/** The reconciler finished or undid a half-done change; recorded in the activity log. */
@DurableEvent('approvals.ConsistencyRepaired')
export class ConsistencyRepairedEvent {
  constructor(
    readonly kind: InconsistencyKind,
    readonly tool: ToolRef,
    readonly repair: string,
    readonly validationId: string | null,
  ) {}
}
