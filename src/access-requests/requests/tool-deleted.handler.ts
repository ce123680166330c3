import { Logger } from '@nestjs/common';
import { EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { Outbox } from '../../platform/outbox/outbox';
import { ToolDeletedEvent } from '../../tools/tools.public';
import { WaitingRequests } from './waiting-requests';

export const WITHDRAW_ON_DELETION_REACTION = 'access-requests.withdraw';

/** A deleted tool's waiting requests are withdrawn and their requesters mailed; the outbox redelivers until done. */
@EventsHandler(ToolDeletedEvent)
export class ToolDeletedHandler implements IEventHandler<ToolDeletedEvent> {
  private readonly logger = new Logger(ToolDeletedHandler.name);

  constructor(
    private readonly waiting: WaitingRequests,
    private readonly outbox: Outbox,
  ) {}

  async handle(event: ToolDeletedEvent) {
    try {
      await this.waiting.withdrawOfTool(event.tool, 'tool-deleted');
      await this.outbox.markDone(event, WITHDRAW_ON_DELETION_REACTION);
    } catch (error) {
      this.logger.error(`tool ${event.tool.toolId}: waiting access requests not withdrawn yet: ${(error as Error).message}`);
    }
  }
}
