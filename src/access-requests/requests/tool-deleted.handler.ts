import { EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { Outbox } from '../../platform/outbox/outbox';
import { ToolDeletedEvent } from '../../tools/tools.public';
import { WaitingRequests } from './waiting-requests';

export const WITHDRAW_ON_DELETION_REACTION = 'access-requests.withdraw';

/** A deleted tool's waiting requests are withdrawn and their requesters mailed; the outbox redelivers until done. */
@EventsHandler(ToolDeletedEvent)
export class ToolDeletedHandler implements IEventHandler<ToolDeletedEvent> {
  constructor(
    private readonly waiting: WaitingRequests,
    private readonly outbox: Outbox,
  ) {}

  handle(event: ToolDeletedEvent): Promise<void> {
    return this.outbox.react(event, WITHDRAW_ON_DELETION_REACTION, `withdrawing the waiting access requests of deleted tool ${event.tool.toolId}`, () =>
      this.waiting.withdrawOfTool(event.tool, 'tool-deleted'),
    );
  }
}
