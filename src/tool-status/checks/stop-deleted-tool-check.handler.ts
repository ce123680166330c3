import { Logger } from '@nestjs/common';
import { EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { Outbox } from '../../platform/outbox/outbox';
import { ToolDeletedEvent } from '../../tools/tools.public';
import { StatusCheck } from '../status-check.schema';
import { CheckSettings } from '../check-settings';
import { HistoryPruning } from '../history/history-pruning';
import { StatusReadModel } from '../status-read-model';
import { CheckSchedules } from './check-schedules';

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
    @InjectModel(StatusCheck.name) private readonly checks: Model<StatusCheck>,
    private readonly readModel: StatusReadModel,
    private readonly checkSettings: CheckSettings,
    private readonly schedules: CheckSchedules,
    private readonly pruning: HistoryPruning,
    private readonly outbox: Outbox,
  ) {}

  async handle(event: ToolDeletedEvent) {
    const toolId = event.tool.toolId;
    if (!Types.ObjectId.isValid(toolId)) return;
    try {
      await this.checks.deleteOne({ _id: new Types.ObjectId(toolId) });
      await this.checkSettings.remove(toolId);
      await this.readModel.put(toolId, null);
      await this.schedules.unschedule(toolId);
      await this.pruning.removeTool(toolId);
      await this.outbox.markDone(event, DELETED_TOOL_CHECK_REACTION);
    } catch (error) {
      this.logger.warn(`the status check of deleted tool ${toolId} is not removed yet: ${(error as Error).message}`);
    }
  }
}
