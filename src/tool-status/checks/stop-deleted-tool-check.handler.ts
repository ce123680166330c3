import { Logger } from '@nestjs/common';
import { EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { Types } from 'mongoose';
import { Outbox } from '../../platform/outbox/outbox';
import { ToolDeletedEvent } from '../../tools/tools.public';
import { HistoryPruning } from '../history/history-pruning';
import { ToolStatusStore } from '../tool-status-store';

export const DELETED_TOOL_CHECK_REACTION = 'tool-status';

/**
 * A deleted tool is checked no more: its check and maintenance are removed, its settings and status leave
 * the read models, its scheduler and its history are removed (the worker's reconciliation removes one Redis missed). Idempotent;
 * reported done to the outbox once all are, so the relay repeats it after a failure.
 */
@EventsHandler(ToolDeletedEvent)
export class StopDeletedToolCheckHandler implements IEventHandler<ToolDeletedEvent> {
  private readonly logger = new Logger(StopDeletedToolCheckHandler.name);

  constructor(
    private readonly store: ToolStatusStore,
    private readonly pruning: HistoryPruning,
    private readonly outbox: Outbox,
  ) {}

  async handle(event: ToolDeletedEvent) {
    const toolId = event.tool.toolId;
    if (!Types.ObjectId.isValid(toolId)) return;
    try {
      await this.store.forget(toolId);
      await this.pruning.removeTool(toolId);
      await this.outbox.markDone(event, DELETED_TOOL_CHECK_REACTION);
    } catch (error) {
      this.logger.warn(`the status check of deleted tool ${toolId} is not removed yet: ${(error as Error).message}`);
    }
  }
}
