import { Logger } from '@nestjs/common';
import { EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { Types } from 'mongoose';
import { Outbox } from '../../platform/outbox/outbox';
import { ToolDeletedEvent } from '../../tools/tools.public';
import { ToolStatusStore } from '../tool-status-store';

export const DELETED_TOOL_CHECK_REACTION = 'tool-status';

const logger = new Logger('StopDeletedToolCheck');

/**
 * A deleted tool is checked no more: `ToolStatusStore.forget` removes its check and maintenance, its settings
 * and status from the read models, its scheduler and its history (the worker's reconciliation removes one Redis
 * missed). Idempotent; reported done to the outbox once all are, so the relay repeats it after a failure.
 */
@EventsHandler(ToolDeletedEvent)
export class StopDeletedToolCheckHandler implements IEventHandler<ToolDeletedEvent> {
  constructor(
    private readonly store: ToolStatusStore,
    private readonly outbox: Outbox,
  ) {}

  async handle(event: ToolDeletedEvent) {
    const toolId = event.tool.toolId;
    if (!Types.ObjectId.isValid(toolId)) return;
    await this.store
      .forget(toolId)
      .then(() => this.outbox.markDone(event, DELETED_TOOL_CHECK_REACTION))
      .catch((error: Error) => logger.warn(`the status check of deleted tool ${toolId} is not removed yet: ${error.message}`));
  }
}
